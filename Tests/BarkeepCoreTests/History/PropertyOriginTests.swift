import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// The stored provenance (`property_origin`, migration 0004): whatever the writer — create, set,
/// unset, rename with its referrers, delete, restore, import, revert — the table says exactly what
/// the full replay of the history says, for every entity; the migration fills it the same way for a
/// catalog recorded before it existed; and `check` reports rows that disagree.
@Suite struct PropertyOriginTests {
    /// The replay's answer for one entity.
    static func replayed(
        _ full: FieldChangeIndex, _ entity: Entity
    ) -> [FieldChangeKey: Int64] {
        full.changeIDs.filter { $0.key.kind == entity.kind && $0.key.name == entity.name }
    }

    /// Every current entity's stored origins equal the full replay's, read from the table alone.
    static func expectTableEqualsReplay(_ fixture: CatalogFixture, _ comment: String) throws {
        let full = try fixture.history.replayedLastChangeIDs()
        #expect(try fixture.history.lastChangeIDs() == full, "\(comment): every entity")
        for entity in try fixture.catalog.entities() {
            let stored = try fixture.history.storedOrigins(of: (entity.kind, entity.name))
            #expect(
                stored?.changeIDs == replayed(full, entity),
                "\(comment): \(entity.kind.rawValue) \(entity.name)")
        }
    }

    /// An import of the catalog as it is, a little changed: a description edited, a palette colour
    /// added, and with `replace` one entity left out (so deleted, unless something refers to it).
    static func randomImport(_ fixture: CatalogFixture, random: inout SeededRandom) -> RandomCommand {
        let entities = (try? fixture.catalog.entities()) ?? []
        var entries = entities.map { entity in
            ImportedEntity(
                kind: entity.kind, name: entity.name, bar: entity.bar, parent: entity.parent,
                description: entity.description, fields: entity.fields.mapValues(\.canonicalText))
        }
        if !entries.isEmpty {
            let changed = Int.random(in: 0..<entries.count, using: &random)
            entries[changed].description = ["Imported.", "Again.", nil].randomElement(using: &random)!
        }
        let replace = Bool.random(using: &random)
        if replace, !entries.isEmpty { entries.remove(at: Int.random(in: 0..<entries.count, using: &random)) }
        let name = ["a", "b", "imported"].randomElement(using: &random)!
        if !entries.contains(where: { $0.kind == .palette && $0.name == name }) {
            entries.append(ImportedEntity(kind: .palette, name: name, fields: ["light": "#123456"]))
        }
        let importer = CatalogImporter(entries: entries, replace: replace)
        return RandomCommand("import (replace: \(replace))") {
            try importer.apply(to: fixture.catalog, context: fixture.context("import"))
        }
    }

    /// 240 random commands, one in eight an import, checking the table every 20.
    @Test(arguments: [UInt64(1), 5, 42, 2_026])
    func theTableEqualsTheFullReplayAfterRandomCommands(seed: UInt64) throws {
        let fixture = try CatalogFixture()
        var random = SeededRandom(seed: seed)
        var commands = RandomCommands(fixture: fixture, random: SeededRandom(seed: seed &+ 1))
        for step in 1...240 {
            let command =
                Int.random(in: 0..<8, using: &random) == 0
                ? Self.randomImport(fixture, random: &random) : try commands.next()
            _ = Result { try command.run() }
            if step % 20 == 0 { try Self.expectTableEqualsReplay(fixture, "seed \(seed), step \(step)") }
        }
        #expect(try fixture.catalog.check().problems == [])
    }

    @Test func aCatalogRecordedBeforeTheMigrationIsFilledAsTheReplaySays() throws {
        let fixture = try CatalogFixture()
        var commands = RandomCommands(fixture: fixture, random: SeededRandom(seed: 13))
        for _ in 0..<300 {
            _ = Result { try commands.next().run() }
        }
        // The same rows in a catalog made by the first three migrations only.
        let old = fixture.directory.file("old.sqlite")
        let connection = try Connection(path: old, mode: .create)
        try Migrator(migrations: Array(Migration.embedded.prefix(3))).migrate(connection, nowMilliseconds: 0)
        #expect(
            try connection.firstRow("SELECT count(*) FROM sqlite_schema WHERE name = 'property_origin'")?
                .integer(0) == 0)
        try connection.execute("ATTACH DATABASE ? AS source", [fixture.directory.file("c.sqlite")])
        try connection.executeScript(
            """
            BEGIN;
            INSERT INTO entity (id, kind, name, bar, parent_id, description)
                SELECT id, kind, name, bar, NULL, description FROM source.entity ORDER BY id;
            UPDATE entity SET parent_id = (SELECT parent_id FROM source.entity AS s WHERE s.id = entity.id);
            INSERT INTO field SELECT * FROM source.field;
            INSERT INTO batch SELECT * FROM source.batch ORDER BY id;
            INSERT INTO change SELECT * FROM source.change ORDER BY id;
            COMMIT;
            DETACH DATABASE source;
            """)
        let migrated = try Catalog(path: old, create: false, nowMilliseconds: 0)
        let full = try fixture.history.replayedLastChangeIDs()
        let entities = try migrated.entities()
        #expect(entities.count == (try fixture.catalog.entities().count))
        for entity in entities {
            let stored = try migrated.history.storedOrigins(of: (entity.kind, entity.name))
            #expect(
                stored?.changeIDs == Self.replayed(full, entity), "\(entity.kind.rawValue) \(entity.name)")
        }
        // The same rows as the catalog whose trigger kept them, change by change.
        let rows = "SELECT entity_id || ' ' || property || ' ' || change_id FROM property_origin ORDER BY 1"
        #expect(
            try migrated.connection.rows(rows).map { $0.text(0) }
                == (try fixture.catalog.connection.rows(rows).map { $0.text(0) }))
        #expect(try migrated.check().problems == [])
    }

    /// A catalog with a palette colour, an alias and an appearance referring to it, renamed and edited.
    static func smallHistory() throws -> CatalogFixture {
        let fixture = try CatalogFixture()
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.create(.palette, "alias", "light={brand}")
        try fixture.create(.appearance, "base", bar: .navigation, "standard.backgroundColor={brand}")
        try fixture.set(.palette, "brand", "dark=#FFFFFF", "description=Ink.")
        try fixture.rename(.palette, "brand", to: "primary")
        return fixture
    }

    @Test func checkReportsRowsThatDisagreeAndExplainReadsTheHistoryInstead() throws {
        let fixture = try Self.smallHistory()
        let expected = try fixture.history.lastChangeIDs(of: [(.palette, "primary")])
        #expect(try fixture.catalog.check().problems == [])
        // A row pointed at the create, as if the set never happened: a change of the entity's own,
        // which explain cannot tell from the right one without the walk, so check must.
        try fixture.catalog.connection.execute(
            """
            UPDATE property_origin SET change_id = 1
            WHERE property = 'dark' AND entity_id = (SELECT id FROM entity WHERE name = 'primary')
            """)
        #expect(
            try fixture.catalog.check().problems == [
                "provenance: palette 'primary' has stored origins (property_origin) that differ from its history"
            ])
        // A row missing, or naming another entity's change (3 created `base`): not trusted, so
        // explain reads the history instead.
        try fixture.catalog.connection.execute(
            "DELETE FROM property_origin WHERE property = 'dark'")
        #expect(try fixture.history.storedOrigins(of: (.palette, "primary")) == nil)
        #expect(try fixture.history.lastChangeIDs(of: [(.palette, "primary")]) == expected)
        try fixture.catalog.connection.execute(
            "INSERT INTO property_origin (entity_id, property, change_id) SELECT id, 'dark', 3 FROM entity WHERE name = 'primary'"
        )
        #expect(try fixture.history.storedOrigins(of: (.palette, "primary")) == nil)
        #expect(try fixture.history.lastChangeIDs(of: [(.palette, "primary")]) == expected)
        #expect(try fixture.history.lastChangeIDs() == (try fixture.history.replayedLastChangeIDs()))
        #expect(try fixture.catalog.check().problems.count == 1)
    }

    @Test func withoutItsTriggerTheTableIsNotTrusted() throws {
        let fixture = try Self.smallHistory()
        try fixture.catalog.connection.execute("DROP TRIGGER property_origin_on_change")
        try fixture.set(.palette, "primary", "dark=#EEEEEE")
        let expected = try fixture.history.replayedLastChangeIDs()
        #expect(try fixture.history.lastChangeIDs() == expected)
        #expect(try fixture.history.storedOrigins(of: (.palette, "primary")) == nil)
        #expect(
            try fixture.history.lastChangeIDs(of: [(.palette, "primary")]).changeIDs
                == expected.changeIDs.filter { $0.key.name == "primary" })
        #expect(
            try fixture.catalog.check().problems == [
                "provenance: the property_origin table, its trigger or its views are missing "
                    + "(resolve --explain reads the history instead)"
            ])
    }
}
