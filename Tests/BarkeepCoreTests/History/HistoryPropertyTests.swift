import BarkeepStore
import BarkeepTestSupport
import Testing

@testable import BarkeepCore

/// Random command sequences: the history must record exactly what happened, and replaying it must
/// give back the catalog as it was after every command.
@Suite struct HistoryPropertyTests {
    /// The catalog by identity, as the entities table holds it now.
    func snapshot(_ fixture: CatalogFixture) throws -> [Int64: EntityDocument] {
        var loader = EntityLoader()
        try EntityRepository(connection: fixture.catalog.connection).visitEntities(.all, &loader)
        return Dictionary(
            uniqueKeysWithValues: zip(loader.identities, loader.entities.map(EntityDocument.init)))
    }

    /// Documents sorted the way `Catalog.entities()` sorts entities.
    func sorted(_ documents: some Sequence<EntityDocument>) -> [EntityDocument] {
        documents.sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
    }

    @Test(arguments: [UInt64(1), 2, 3, 2_026])
    func reconstructingTheCatalogAtEveryChangeGivesTheSnapshotTakenThen(seed: UInt64) throws {
        let fixture = try CatalogFixture()
        var commands = RandomCommands(fixture: fixture, random: SeededRandom(seed: seed))
        var state = try snapshot(fixture)
        var snapshots: [Int64: [EntityDocument]] = [:]  // by the last change id of each command
        var snapshotsByTime: [(Int64, [EntityDocument])] = []
        var latestID: Int64 = 0
        var (succeeded, failed) = (0, 0)
        for _ in 0..<300 {
            let command = try commands.next()
            let outcome = Result { try command.run() }
            let after = try snapshot(fixture)
            let recorded = try fixture.history.changes(HistoryQuery(since: .change(id: latestID + 1))).changes
                .reversed()
            if case .failure = outcome {
                failed += 1
                #expect(recorded.isEmpty, "failed command left history: \(command.label)")
                #expect(after == state, "failed command changed the catalog: \(command.label)")
                continue
            }
            succeeded += 1
            let changedIDs = Set(state.keys).union(after.keys).filter { state[$0] != after[$0] }
            #expect(recorded.count == changedIDs.count, "\(command.label): \(recorded.map(\.summary))")
            #expect(Set(recorded.map(\.entityID)) == changedIDs, "\(command.label)")
            #expect(Set(recorded.map(\.batchID)).count <= 1, "\(command.label)")
            var replayed = state
            for change in recorded {
                #expect(
                    try change.beforeDocument() == replayed[change.entityID],
                    "\(command.label): \(change.summary)")
                #expect(
                    try change.beforeDocument() != change.afterDocument(),
                    "\(command.label): \(change.summary)")
                replayed[change.entityID] = try change.afterDocument()
            }
            #expect(replayed == after, "\(command.label)")
            state = after
            if let last = recorded.last?.id {
                latestID = last
                snapshots[last] = sorted(after.values)
                snapshotsByTime.append((fixture.clock, sorted(after.values)))
            }
        }
        #expect(succeeded > 100 && failed > 30, "succeeded \(succeeded), failed \(failed)")
        let all = try fixture.history.changes(HistoryQuery()).changes.reversed()
        #expect(all.map(\.id) == Array(1...latestID))
        #expect(
            Set(all.map(\.operation)).isSuperset(of: [.create, .update, .rename, .delete, .restore, .revert]))

        // Reconstruction at every change id: snapshots at command boundaries, the replayed
        // documents inside a command's batch.
        var replayed: [Int64: EntityDocument] = [:]
        var versions: [Int64: Int] = [:]
        for change in all {
            replayed[change.entityID] = try change.afterDocument()
            versions[change.entityID, default: 0] += 1
            #expect(change.version == versions[change.entityID])
            let reconstructed = try fixture.history.catalog(at: .change(id: change.id)).map(
                EntityDocument.init)
            #expect(reconstructed == sorted(replayed.values), "at @\(change.id)")
            if let snapshot = snapshots[change.id] {
                #expect(reconstructed == snapshot, "at @\(change.id)")
            }
        }
        for (time, snapshot) in snapshotsByTime {
            #expect(
                try fixture.history.catalog(at: .time(milliseconds: time)).map(EntityDocument.init)
                    == snapshot)
        }
        #expect(sorted(replayed.values) == (try fixture.documents()))
    }

    @Test(arguments: [UInt64(5), 6])
    func revertingACommandsBatchRightAwayGivesBackTheCatalogBeforeIt(seed: UInt64) throws {
        let fixture = try CatalogFixture()
        var commands = RandomCommands(fixture: fixture, random: SeededRandom(seed: seed))
        var reverted = 0
        for _ in 0..<200 {
            let before = try snapshot(fixture)
            let latestBefore = try fixture.history.changes(HistoryQuery(limit: 1)).changes.first?.id ?? 0
            let command = try commands.next()
            guard (try? command.run()) != nil,
                let batchID = try fixture.history.changes(HistoryQuery(limit: 1)).changes.first?.batchID,
                try fixture.history.changes(HistoryQuery(limit: 1)).changes.first!.id > latestBefore,
                Int.random(in: 0..<3, using: &commands.random) == 0
            else { continue }
            try fixture.history.revert(batch: batchID, context: fixture.context())
            #expect(try snapshot(fixture) == before, "reverting \(command.label)")
            reverted += 1
        }
        #expect(reverted > 20)
    }
}
