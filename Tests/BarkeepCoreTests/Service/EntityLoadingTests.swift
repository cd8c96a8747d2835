import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// Every read of stored entities (the whole catalog, one kind, one entity) goes through `EntityLoader`:
/// it must give back the entities the history recorded, in kind and name order, and refuse a damaged
/// row with an error naming the entity and field, whether one entity or the whole catalog is read.
@Suite struct EntityLoadingTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    static let setUp: CatalogSetUp? = { try DemoCatalog.install(in: $0) }

    /// The catalog as the history recorded it: every entity's latest document, sorted by kind and name.
    func entitiesAsRecorded() throws -> [Entity] {
        try catalog.history.catalog(at: .time(milliseconds: .max))
    }

    /// Runs SQL on the catalog as a hand edit would, with the schema's foreign-key checks off.
    func editByHand(_ sql: String) throws {
        try catalog.connection.executeScript("PRAGMA foreign_keys = OFF; \(sql); PRAGMA foreign_keys = ON")
    }

    @Test func theWholeCatalogLoadsAsTheHistoryRecordedIt() throws {
        let loaded = try catalog.entities()
        #expect(loaded.count > 20)
        #expect(loaded == (try entitiesAsRecorded()))
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
            #expect(try catalog.entities(kind: kind) == loaded.filter { $0.kind == kind })
        }
        #expect(
            try catalog.entities(kind: .appearance, bar: .tab)
                == loaded.filter { $0.kind == .appearance && $0.bar == .tab })
        for entity in loaded {
            #expect(try catalog.entity(entity.kind, entity.name) == entity)
        }
        let snapshot = try catalog.snapshot()
        #expect(snapshot.allEntities == loaded)
        #expect(snapshot.count == loaded.count)
    }

    @Test func referencesAreFoundAcrossGapsInTheIdentities() throws {
        let unused = try #require(
            try catalog.connection.firstRow(
                """
                SELECT kind, name FROM entity WHERE id = (
                    SELECT min(id) FROM entity AS unused
                    WHERE NOT EXISTS (SELECT 1 FROM field WHERE ref_id = unused.id)
                    AND NOT EXISTS (SELECT 1 FROM entity AS child WHERE child.parent_id = unused.id))
                """))
        try catalog.connection.execute(
            "DELETE FROM entity WHERE kind = ? AND name = ?", [unused.text(0), unused.text(1)])
        let loaded = try catalog.entities()
        #expect(
            loaded
                == (try entitiesAsRecorded()).filter {
                    ($0.kind.rawValue, $0.name) != (unused.text(0), unused.text(1))
                })
        #expect(loaded.count == (try entitiesAsRecorded()).count - 1)
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
        #expect(Set(layouts.map(\.name)).isSuperset(of: names))
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
        let expected = CatalogError.corruptField(kind: .palette, name: "brand", path: "standard.nonsense")
        #expect(throws: expected) { try catalog.entities() }
        #expect(throws: expected) { try catalog.entities(kind: .palette) }
        #expect(throws: expected) { try catalog.entity(.palette, "brand") }
        #expect(throws: expected) { try catalog.snapshot() }
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
            #expect(
                error?.hasPrefix("palette 'paper', field 'light': the stored value cannot be read") ?? true)
            #expect(error == errorText { [try catalog.entity(.palette, "paper")] }, "\(value)")
        }
        #expect(try catalog.entity(.palette, "paper").fields["light"] == .color(try ColorValue.parse("#abc")))
    }

    @Test func checkReportsAnEntityThatCannotBeReadAndChecksTheOthers() throws {
        let count = try catalog.entities().count
        for (name, value) in [("paper", "#12"), ("signal-red", "#123456")] {
            try editByHand(
                "UPDATE field SET value = '\(value)' WHERE path = 'light' AND value IS NOT NULL AND entity_id = "
                    + "(SELECT id FROM entity WHERE kind = 'palette' AND name = '\(name)')")
        }
        let unreadable = try #require(errorText { [try catalog.entity(.palette, "paper")] })
        let check = try catalog.check()
        #expect(check.entityCount == count)
        #expect(check.problems.count == 2)
        #expect(check.problems.first == "catalog: palette 'paper' cannot be read (\(unreadable))")
        #expect(
            check.problems.last?.hasPrefix(
                "history: palette 'signal-red' differs from its latest history document")
                == true)
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

    /// The name of the entity `condition` picks, read with SQL.
    func name(where condition: String) throws -> String {
        try #require(try catalog.connection.firstRow("SELECT name FROM entity WHERE \(condition)")?.text(0))
    }

    @Test func aParentThatIsGoneIsNoneAndOneOfAnotherKindIsNamed() throws {
        let firstChild =
            "id = (SELECT min(id) FROM entity WHERE kind = 'appearance' AND parent_id IS NOT NULL)"
        let lastChild =
            "id = (SELECT max(id) FROM entity WHERE kind = 'appearance' AND parent_id IS NOT NULL)"
        let (orphan, adopted) = (try name(where: firstChild), try name(where: lastChild))
        let palette = try name(where: "id = (SELECT min(id) FROM entity WHERE kind = 'palette')")
        try editByHand(
            """
            DROP TRIGGER entity_parent_kind_on_update;
            UPDATE entity SET parent_id = 99999 WHERE \(firstChild);
            UPDATE entity SET parent_id = (SELECT min(id) FROM entity WHERE kind = 'palette') WHERE \(lastChild)
            """)
        let wholeCatalog = try catalog.entities()
        for appearances in [try catalog.entities(kind: .appearance), wholeCatalog] {
            #expect(appearances.contains { $0.name == orphan && $0.parent == nil })
            #expect(appearances.contains { $0.name == adopted && $0.parent == palette })
        }
        #expect(try catalog.entity(.appearance, orphan).parent == nil)
        #expect(try catalog.entity(.appearance, adopted).parent == palette)
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
