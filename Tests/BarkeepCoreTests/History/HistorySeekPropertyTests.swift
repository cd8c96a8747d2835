import BarkeepTestSupport
import Testing

@testable import BarkeepCore

/// Random command sequences: the one-entity history reads (`--at` by index seeks, provenance read
/// newest first and stopped early) must answer exactly what the whole-history walks answer.
@Suite struct HistorySeekPropertyTests {
    /// Runs 300 random commands (renames, deletes, restores, reverts and edits among them).
    func randomHistory(seed: UInt64) throws -> CatalogFixture {
        let fixture = try CatalogFixture()
        var commands = RandomCommands(fixture: fixture, random: SeededRandom(seed: seed))
        for _ in 0..<300 {
            _ = Result { try commands.next().run() }
        }
        return fixture
    }

    @Test(arguments: [UInt64(1), 7, 2_026])
    func oneEntityProvenanceEqualsTheWholeHistoryWalk(seed: UInt64) throws {
        let fixture = try randomHistory(seed: seed)
        let full = try fixture.history.lastChangeIDs()
        for entity in try fixture.catalog.entities() {
            let partial = try fixture.history.lastChangeIDs(of: [(entity.kind, entity.name)])
            let expected = full.changeIDs.filter { $0.key.kind == entity.kind && $0.key.name == entity.name }
            #expect(partial.changeIDs == expected, "\(entity.kind.rawValue) \(entity.name)")
        }
    }

    @Test(arguments: [UInt64(3), 11])
    func anEntityAtAChangeEqualsTheCatalogRebuiltThen(seed: UInt64) throws {
        let fixture = try randomHistory(seed: seed)
        let history = fixture.history
        let newest = try history.changes(HistoryQuery(limit: 1)).changes.first?.id ?? 0
        for changeID in stride(from: Int64(1), through: newest, by: 7) {
            let point = PointInTime.change(id: changeID)
            for entity in try history.catalog(at: point) {
                let found = try history.entity(entity.kind, entity.name, at: point)
                #expect(EntityDocument(found) == EntityDocument(entity), "\(entity.name) at @\(changeID)")
            }
        }
    }
}
