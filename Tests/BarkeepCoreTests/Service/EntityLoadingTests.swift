import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// Loading the whole catalog (`Catalog.entities`, `Catalog.snapshot`) reads the rows in place through
/// `EntityLoader`: it must give exactly what reading every record and parsing it with
/// `Entity(record:)` gives, in the same order, and refuse a damaged row with the same error.
@Suite struct EntityLoadingTests {
    let directory = TemporaryDirectory()
    let catalog: Catalog

    init() throws {
        catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
        try catalog.mutate(ChangeContext(actor: "ann", message: nil, command: "demo", atMilliseconds: 1_000))
        {
            try DemoCatalog.install(in: $0)
        }
    }

    /// What loading gave before `EntityLoader`: every record, parsed, sorted by kind and name.
    func entitiesThroughRecords(kind: EntityKind? = nil) throws -> [Entity] {
        try EntityRepository(connection: catalog.connection).all(kind: kind).map(Entity.init(record:))
            .sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
    }

    /// Runs SQL on the catalog as a hand edit would, with the schema's foreign-key checks off.
    func editByHand(_ sql: String) throws {
        try catalog.connection.executeScript("PRAGMA foreign_keys = OFF; \(sql); PRAGMA foreign_keys = ON")
    }

    @Test func theWholeCatalogLoadsAsEveryRecordParsedDoes() throws {
        let loaded = try catalog.entities()
        #expect(loaded.count > 20)
        #expect(loaded == (try entitiesThroughRecords()))
        #expect(
            loaded.contains {
                $0.kind == .theme
                    && $0.fields.values.contains { value in
                        if case .members(let names) = value { return names.count > 1 }
                        return false
                    }
            })
        #expect(loaded.contains { $0.fields.values.contains(.color(.reference("brand"))) })
        for kind in EntityKind.allCases {
            #expect(try catalog.entities(kind: kind) == (try entitiesThroughRecords(kind: kind)))
        }
        #expect(
            try catalog.entities(kind: .appearance, bar: .tab)
                == (try entitiesThroughRecords(kind: .appearance)).filter { $0.bar == .tab })
        let snapshot = try catalog.snapshot()
        #expect(snapshot.allEntities == loaded)
        #expect(snapshot.count == loaded.count)
    }

    @Test func referencesAreFoundAcrossGapsInTheIdentities() throws {
        try catalog.connection.execute(
            """
            DELETE FROM entity WHERE id = (
                SELECT min(id) FROM entity AS unused
                WHERE NOT EXISTS (SELECT 1 FROM field WHERE ref_id = unused.id)
                AND NOT EXISTS (SELECT 1 FROM entity AS child WHERE child.parent_id = unused.id))
            """)
        let loaded = try catalog.entities()
        #expect(loaded == (try entitiesThroughRecords()))
        #expect(loaded.contains { $0.fields.values.contains(.color(.reference("brand"))) })
    }

    @Test func namesOutsideTheNameRuleKeepTheOrderOfStringComparison() throws {
        let names = [
            "zulu", "Émile", "e\u{301}cole", "\u{E9}t\u{E9}", "apple", "Zebra", "\u{1F600}smile", "b",
        ]
        for name in names {
            try editByHand("INSERT INTO entity (kind, name) VALUES ('layout', '\(name)')")
        }
        let layouts = try catalog.entities(kind: .layout)
        #expect(layouts.map(\.name) == (try entitiesThroughRecords(kind: .layout)).map(\.name))
        #expect(layouts.map(\.name) == layouts.map(\.name).sorted())
        let snapshot = try catalog.snapshot()
        #expect(snapshot.entities(of: .layout).map(\.name) == layouts.map(\.name))
        #expect(snapshot.entity(.layout, "Émile")?.name == "Émile")
        #expect(
            CatalogSnapshot(entities: layouts.reversed()).entities(of: .layout).map(\.name)
                == layouts.map(\.name))
    }

    @Test func aPathOutsideTheCatalogueIsRefusedAsACorruptField() throws {
        try editByHand(
            """
            INSERT INTO field (entity_id, path, value)
            SELECT id, 'standard.nonsense', '#FFFFFF' FROM entity WHERE kind = 'palette' AND name = 'brand'
            """)
        let expected = try #require(throws: CatalogError.self) { try entitiesThroughRecords() }
        let error = try #require(throws: CatalogError.self) { try catalog.entities() }
        #expect(error.description == expected.description)
        #expect(error.description.contains("standard.nonsense"))
        #expect(throws: CatalogError.self) { try catalog.snapshot() }
    }

    /// The description of the error `body` throws, or nil when it throws none.
    func errorText(_ body: () throws -> [Entity]) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func aDamagedValueIsRefusedWithTheErrorOfParsingIt() throws {
        for (value, refused) in [
            ("#12", true), ("#GGGGGG", true), (" #ffffff ", false), ("{}", true), ("default", true),
            ("system:nope", true), ("#abc", false),
        ] {
            // One entity's value: both paths then report the same entity and field (issue 31 names them).
            try editByHand(
                "UPDATE field SET value = '\(value)' WHERE path = 'light' AND value IS NOT NULL AND entity_id = "
                    + "(SELECT id FROM entity WHERE kind = 'palette' AND name = 'paper')")
            let error = errorText { try catalog.entities() }
            #expect((error != nil) == refused, "\(value): \(error ?? "loaded")")
            #expect(error == errorText { try entitiesThroughRecords() }, "\(value)")
        }
        #expect(try catalog.entities() == (try entitiesThroughRecords()))
    }

    @Test func aReferenceToAMissingEntityIsDamageNotACrash() throws {
        try editByHand(
            """
            UPDATE field SET ref_id = 99999
            WHERE ref_id IS NOT NULL AND entity_id = (SELECT min(entity_id) FROM field WHERE ref_id IS NOT NULL)
            """)
        let error = try #require(throws: SQLiteError.self) { try catalog.entities() }
        #expect(error.isDamage)
        #expect(error.message.contains("refers to an entity that does not exist"))
    }

    @Test func aParentThatIsGoneOrOfAnotherKindReadsAsTheJoinReadIt() throws {
        try editByHand(
            """
            DROP TRIGGER entity_parent_kind_on_update;
            UPDATE entity SET parent_id = 99999
            WHERE id = (SELECT min(id) FROM entity WHERE kind = 'appearance' AND parent_id IS NOT NULL);
            UPDATE entity SET parent_id = (SELECT min(id) FROM entity WHERE kind = 'palette')
            WHERE id = (SELECT max(id) FROM entity WHERE kind = 'appearance' AND parent_id IS NOT NULL)
            """)
        let appearances = try catalog.entities(kind: .appearance)
        #expect(appearances == (try entitiesThroughRecords(kind: .appearance)))
        #expect(try catalog.entities() == (try entitiesThroughRecords()))
        let names = Set(appearances.map(\.name))
        #expect(appearances.contains { $0.parent.map { !names.contains($0) } ?? false })
    }

    @Test func everyCatalogueRowIsFoundByItsBytesAndNothingElseIs() {
        for kind in EntityKind.allCases {
            for bar in kind == .appearance ? BarKind.allCases.map(Optional.some) : [nil] {
                let catalogue = FieldCatalogue.of(kind, bar: bar)
                for spec in catalogue.specs {
                    let found = Array(spec.path.utf8).withUnsafeBufferPointer { catalogue.spec(utf8: $0) }
                    #expect(found?.path == spec.path)
                    let longer = Array((spec.path + "x").utf8).withUnsafeBufferPointer {
                        catalogue.spec(utf8: $0)
                    }
                    #expect(longer == nil || longer?.path == spec.path + "x")
                }
                #expect([UInt8]().withUnsafeBufferPointer { catalogue.spec(utf8: $0) } == nil)
            }
        }
    }
}
