import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

@Suite struct MigratorTests {
    let directory = TemporaryDirectory()

    func open() throws -> Connection {
        try Connection(path: directory.file("catalog.sqlite"), mode: .create)
    }

    @Test func theEmbeddedMigrationsAreTheNumberedFilesInOrder() {
        let identifiers = Migration.embedded.map(\.identifier)
        #expect(
            identifiers == [
                "0001_catalog", "0002_history", "0003_history_guards", "0004_property_origin",
                "0005_property_origin_without_lists", "0006_checks_without_lists", "0007_history_order",
            ])
        #expect(Migration.embedded.allSatisfy { $0.sql.contains("CREATE ") })
    }

    /// `EmbeddedMigrations.swift` is committed, not made at build time; it must still say exactly
    /// what `Migrations/` says (regenerate it with MigrationEmbedder, as its header explains).
    @Test func theCommittedEmbeddedMigrationsMatchTheMigrationsDirectory() throws {
        let migrations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: migrations.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        let onDisk = try files.map { file in
            Migration(
                identifier: String(file.dropLast(".sql".count)),
                sql: try String(contentsOf: migrations.appendingPathComponent(file), encoding: .utf8))
        }
        #expect(Migration.embedded == onDisk)
    }

    @Test func aFreshDatabaseGetsEveryMigrationRecordedWithItsChecksum() throws {
        let connection = try open()
        let applied = try Migrator().migrate(connection, nowMilliseconds: 1_000)
        let all = [
            "0001_catalog", "0002_history", "0003_history_guards", "0004_property_origin",
            "0005_property_origin_without_lists", "0006_checks_without_lists", "0007_history_order",
        ]
        #expect(applied == all)
        let rows = try connection.rows(
            "SELECT identifier, checksum FROM barkeep_migration ORDER BY identifier")
        #expect(rows.map { $0.text(0) } == all)
        #expect(rows.map { $0.text(1) } == Migration.embedded.map(\.checksum))
        #expect(try Migrator().migrate(connection, nowMilliseconds: 2_000).isEmpty)
        #expect(try connection.firstRow("PRAGMA integrity_check")?.text(0) == "ok")
    }

    @Test func anOlderDatabaseIsUpgradedInPlace() throws {
        let connection = try open()
        try Migrator(migrations: Array(Migration.embedded.prefix(1))).migrate(connection, nowMilliseconds: 1)
        try connection.execute("INSERT INTO entity (kind, name) VALUES ('palette', 'kept')")
        #expect(try Migrator().needsMigration(connection))
        #expect(
            try Migrator().migrate(connection, nowMilliseconds: 2) == [
                "0002_history", "0003_history_guards", "0004_property_origin",
                "0005_property_origin_without_lists", "0006_checks_without_lists", "0007_history_order",
            ])
        #expect(try connection.firstRow("SELECT name FROM entity")?.text(0) == "kept")
        #expect(try connection.firstRow("SELECT count(*) FROM change")?.integer(0) == 0)
    }

    /// Migration 0005 rewrites 0004's provenance view and trigger without `IN` lists: origins recorded
    /// before it stay, and changes recorded after it keep the table equal to what the history gives.
    @Test func storedProvenanceIsKeptAcrossMigration0005() throws {
        let connection = try open()
        try Migrator(migrations: Array(Migration.embedded.prefix(4))).migrate(connection, nowMilliseconds: 1)
        func record(_ id: Int64, version: Int, before: String?, after: String?) throws {
            try connection.execute(
                """
                INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version,
                                    before, after)
                VALUES (1, 5, 'ann', ?, 'palette', 'brand', ?, ?, ?, ?)
                """, [id, version == 1 ? "create" : "update", version, before, after])
        }
        try connection.execute(
            "INSERT INTO batch (id, at_ms, actor, command) VALUES (1, 5, 'ann', 'create')")
        let created =
            ##"{"description":"blue","fields":{"light":"#0000FF","dark":"#000080"},"name":"brand"}"##
        try record(7, version: 1, before: nil, after: created)
        let before = try connection.rows("SELECT * FROM property_origin ORDER BY property")
        #expect(before.count == 4)  // description, name and two fields

        try Migrator().migrate(connection, nowMilliseconds: 2)
        #expect(try connection.rows("SELECT * FROM property_origin ORDER BY property") == before)
        let edited = ##"{"fields":{"light":"#0000FF","dark":"#101080"},"name":"brand"}"##
        try record(7, version: 2, before: created, after: edited)
        let origins = try connection.rows("SELECT property, change_id FROM property_origin ORDER BY property")
        #expect(origins.map { $0.text(0) } == ["dark", "light", "name"])  // the description unset
        #expect(origins.map { $0.integer(1) } == [2, 1, 1])
        #expect(
            try connection.rows("SELECT * FROM property_origin_from_history ORDER BY property")
                == connection.rows("SELECT * FROM property_origin ORDER BY property"))
    }

    /// Migration 0006 rebuilds `entity` and `change` with their value checks stated without `IN`
    /// lists: the rows stored before stay (fields too, though dropping `entity` with foreign keys on
    /// would have deleted them), ids of deleted rows are not given again, every index, trigger and
    /// view comes back, every allowed word is still accepted and anything else refused.
    @Test func migration0006KeepsRowsObjectsAndWhatEveryCheckAllows() throws {
        let connection = try open()
        try Migrator(migrations: Array(Migration.embedded.prefix(5))).migrate(connection, nowMilliseconds: 1)
        try connection.execute("INSERT INTO entity (kind, name) VALUES ('palette', 'ink')")
        try connection.execute("INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'kept', 'tab')")
        // A parent with a higher id than its child: the copy must not refuse it.
        try connection.execute("INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'base', 'tab')")
        try connection.execute("UPDATE entity SET parent_id = 3 WHERE name = 'kept'")
        // The highest id, deleted: the next entity must not be given it.
        try connection.execute("INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'gone', 'tab')")
        try connection.execute("DELETE FROM entity WHERE name = 'gone'")
        try connection.execute(
            "INSERT INTO field (entity_id, path, ref_id) VALUES (2, 'standard.background', 1)")
        try connection.execute("INSERT INTO batch (id, at_ms, actor, command) VALUES (1, 5, 'ann', 'create')")
        try connection.execute(
            """
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 5, 'ann', 2, 'appearance', 'kept', 'create', 1, '{"name":"kept","bar":"tab"}')
            """)
        let objects = "SELECT type, name, tbl_name FROM sqlite_schema ORDER BY type, name"
        let objectsBefore = try connection.rows(objects)
        let origins = try connection.rows("SELECT * FROM property_origin ORDER BY property")
        #expect(origins.count == 2)

        try Migrator(migrations: Array(Migration.embedded.prefix(6))).migrate(connection, nowMilliseconds: 2)
        #expect(try connection.rows(objects) == objectsBefore)
        #expect(try connection.firstRow("PRAGMA integrity_check")?.text(0) == "ok")
        #expect(try connection.rows("PRAGMA foreign_key_check").isEmpty)
        let tables = try connection.rows(
            "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name IN ('entity', 'change')")
        #expect(tables.count == 2)
        #expect(tables.allSatisfy { !($0.text(0) ?? " IN (").contains(" IN (") })
        #expect(
            try connection.rows("SELECT name, parent_id FROM entity ORDER BY id").map { [$0[0], $0[1]] }
                == [[.text("ink"), .null], [.text("kept"), .integer(3)], [.text("base"), .null]])
        #expect(try connection.rows("SELECT value FROM field_text").map { $0.text(0) } == ["{ink}"])
        #expect(try connection.rows("SELECT * FROM property_origin ORDER BY property") == origins)
        #expect(
            try connection.rows("SELECT name, seq FROM sqlite_sequence ORDER BY name").map { [$0[0], $0[1]] }
                == [
                    [.text("batch"), .integer(1)], [.text("change"), .integer(1)],
                    [.text("entity"), .integer(4)],
                ])
        // Foreign keys are on again, and the rebuilt tables' triggers refuse what they refused.
        #expect(throws: SQLiteError.self) { try connection.execute("DELETE FROM entity WHERE name = 'ink'") }
        #expect(throws: SQLiteError.self) { try connection.execute("DELETE FROM change") }
        #expect(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO entity (kind, name, parent_id) VALUES ('layout', 'l', 1)")
        }

        try Migrator().migrate(connection, nowMilliseconds: 3)
        try connection.execute("INSERT INTO entity (kind, name) VALUES ('palette', 'new')")
        #expect(try connection.firstRow("SELECT id FROM entity WHERE name = 'new'")?.integer(0) == 5)
        let kinds = ["palette", "appearance", "layout", "sheet", "toolbar", "theme"]
        for (index, kind) in kinds.enumerated() {
            try connection.execute(
                "INSERT INTO entity (kind, name, bar) VALUES (?, ?, ?)",
                [kind, "e\(index)", kind == "appearance" ? "navigation" : nil])
        }
        try connection.execute(
            "INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'bars', 'toolbar')")
        let operations = ["update", "rename", "delete", "restore", "import", "revert"]
        for (index, operation) in operations.enumerated() {
            try connection.execute(
                """
                INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
                VALUES (1, 5, 'ann', 2, ?, 'kept', ?, ?, '{}')
                """, [kinds[index % kinds.count], operation, index + 2])
        }
        let refused = [
            "INSERT INTO entity (kind, name) VALUES ('colour', 'x')",
            "INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'x', 'sidebar')",
            """
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 5, 'ann', 2, 'palette', 'kept', 'rewrite', 8, '{}')
            """,
            """
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 5, 'ann', 2, 'colour', 'kept', 'update', 8, '{}')
            """,
        ]
        for sql in refused {
            let error = try #require(throws: SQLiteError.self) { try connection.execute(sql) }
            #expect(error.description.contains("CHECK constraint failed"), "\(sql)")
        }
    }

    @Test func noMigrationWritesTheSchemaTableItself() {
        #expect(Migration.embedded.allSatisfy { !$0.sql.contains("writable_schema") })
    }

    /// A catalog whose 0006 ran the script of an earlier release (recorded with that script's
    /// checksum) is migrated; any other checksum is still refused.
    @Test func aFormerScriptsChecksumIsAcceptedAndNoOther() throws {
        let connection = try open()
        try Migrator().migrate(connection, nowMilliseconds: 1)
        let former = try #require(Migration.embedded[5].formerChecksums.first)
        func record(_ checksum: String) throws {
            try connection.execute(
                "UPDATE barkeep_migration SET checksum = ? WHERE identifier = '0006_checks_without_lists'",
                [checksum])
        }
        try record(former)
        #expect(try Migrator().needsMigration(connection) == false)
        #expect(try Migrator().migrate(connection, nowMilliseconds: 2).isEmpty)
        try record("feedfacefeedface")
        #expect(throws: MigrationError.self) { try Migrator().needsMigration(connection) }
    }

    /// Migrations run with foreign keys off; one that leaves a row referring to a missing row is
    /// rolled back, and foreign keys are on again afterwards.
    @Test func aMigrationThatBreaksAReferenceIsRolledBack() throws {
        let connection = try open()
        let orphan = Migration(
            identifier: "0099_orphan",
            sql: "INSERT INTO field (entity_id, path, value) VALUES (999, 'x', 'y')")
        let error = try #require(throws: MigrationError.self) {
            try Migrator(migrations: Migration.embedded + [orphan]).migrate(connection, nowMilliseconds: 1)
        }
        #expect(error == .brokenReferences(identifier: "0099_orphan", path: connection.path))
        #expect(error.description.contains("catalog is unchanged"))
        #expect(try connection.firstRow("SELECT count(*) FROM field")?.integer(0) == 0)
        #expect(
            try connection.rows("SELECT identifier FROM barkeep_migration").count == Migration.embedded.count)
        #expect(try connection.firstRow("PRAGMA foreign_keys")?.integer(0) == 1)
    }

    /// A reference broken before the upgrade (by a writer with foreign keys off) is `check`'s to
    /// report; it does not stop the migrations.
    @Test func aReferenceBrokenBeforeTheUpgradeDoesNotStopIt() throws {
        let connection = try open()
        try Migrator(migrations: Array(Migration.embedded.prefix(5))).migrate(connection, nowMilliseconds: 1)
        try connection.execute("PRAGMA foreign_keys = OFF")
        try connection.execute("INSERT INTO field (entity_id, path, value) VALUES (999, 'x', 'y')")
        try connection.execute("PRAGMA foreign_keys = ON")
        #expect(try Migrator().migrate(connection, nowMilliseconds: 2).count == 2)
        #expect(try connection.rows("PRAGMA foreign_key_check").count == 1)
    }

    @Test func aDatabaseFromANewerBarkeepIsRefused() throws {
        let connection = try open()
        try Migrator().migrate(connection, nowMilliseconds: 1)
        try connection.execute(
            "INSERT INTO barkeep_migration VALUES ('0099_from_the_future', '0000000000000000', 3)")
        let error = try #require(throws: MigrationError.self) {
            try Migrator().migrate(connection, nowMilliseconds: 4)
        }
        #expect(error == .unknownMigration(identifier: "0099_from_the_future", path: connection.path))
        #expect(error.description.contains("newer Barkeep"))
    }

    @Test func aTamperedMigrationIsRefused() throws {
        let connection = try open()
        try Migrator().migrate(connection, nowMilliseconds: 1)
        try connection.execute(
            "UPDATE barkeep_migration SET checksum = 'feedfacefeedface' WHERE identifier = '0001_catalog'")
        let error = try #require(throws: MigrationError.self) {
            try Migrator().migrate(connection, nowMilliseconds: 2)
        }
        guard case .checksumMismatch(let identifier, let recorded, _, _) = error else {
            Issue.record("expected a checksum mismatch, got \(error)")
            return
        }
        #expect(identifier == "0001_catalog")
        #expect(recorded == "feedfacefeedface")
    }

    @Test func aForeignDatabaseIsRefusedAndLeftAlone() throws {
        let connection = try open()
        try connection.execute("CREATE TABLE notes (body TEXT)")
        #expect(throws: MigrationError.notACatalog(path: connection.path)) {
            try Migrator().migrate(connection, nowMilliseconds: 1)
        }
        #expect(try connection.firstRow("SELECT count(*) FROM sqlite_schema")?.integer(0) == 1)
    }

    @Test func aFailingMigrationLeavesNoTrace() throws {
        let connection = try open()
        let broken =
            Migration.embedded + [Migration(identifier: "0099_broken", sql: "CREATE TABLE x (a); SELEC 1;")]
        #expect(throws: SQLiteError.self) {
            try Migrator(migrations: broken).migrate(connection, nowMilliseconds: 1)
        }
        #expect(
            try connection.firstRow("SELECT count(*) FROM sqlite_schema WHERE name = 'x'")?.integer(0) == 0)
        #expect(
            try connection.rows("SELECT identifier FROM barkeep_migration").count == Migration.embedded.count)
    }

    @Test func checksumsDependOnEveryByte() {
        let a = Migration(identifier: "1", sql: "CREATE TABLE a (x)")
        let b = Migration(identifier: "1", sql: "CREATE TABLE a (y)")
        #expect(a.checksum != b.checksum)
        #expect(a.checksum.count == 16)
    }
}
