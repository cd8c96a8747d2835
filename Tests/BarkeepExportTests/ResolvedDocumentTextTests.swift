import BarkeepCore
import BarkeepExport
import Testing

/// `ResolvedDocument.append`, which `export --format json` writes with, gives exactly the bytes of the
/// document `ResolvedDocument.json` makes, written by `CanonicalJSON`.
@Suite struct ResolvedDocumentTextTests {
    /// Both texts of every entity of `snapshot`, for every combination of options and layouts.
    func expectSameText(_ snapshot: CatalogSnapshot) throws {
        for entity in try Resolver(snapshot: snapshot).resolveAll() {
            for (includeDefaults, explain) in [(false, false), (false, true), (true, false), (true, true)] {
                for pretty in [true, false] {
                    for level in [0, 2] {
                        var tree = JSONText()
                        CanonicalJSON.append(
                            ResolvedDocument.json(entity, includeDefaults: includeDefaults, explain: explain),
                            to: &tree, pretty: pretty, level: level)
                        var direct = JSONText()
                        ResolvedDocument.append(
                            entity, includeDefaults: includeDefaults, explain: explain, to: &direct,
                            pretty: pretty, level: level)
                        #expect(direct.string == tree.string, "\(entity.kind.rawValue) \(entity.name)")
                    }
                }
            }
        }
    }

    @Test func demoEntitiesWriteTheSameBytes() throws {
        try expectSameText(try ExportFixture.demo().catalog.snapshot())
    }

    @Test(arguments: [0, 1] as [UInt64])
    func randomCatalogsWriteTheSameBytesWithProvenance(seed: UInt64) throws {
        let catalog = try DataRoundTripTests().randomCatalog(seed: seed).catalog
        let snapshot = try catalog.snapshot()
        let explained = try catalog.read {
            let index = try catalog.history.lastChangeIDs()
            return snapshot.withLastChangeID { index.changeID($0, $1, $2) }
        }
        try expectSameText(explained)
    }
}
