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
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Migrations")
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

    /// Migration 0006 states the value checks of `entity` and `change` without `IN` lists: rows stored
    /// before stay, every allowed word is still accepted and anything else refused, and the schema
    /// cookie moves on so that other connections reload the schema.
    @Test func migration0006KeepsWhatEveryCheckAllows() throws {
        let connection = try open()
        try Migrator(migrations: Array(Migration.embedded.prefix(5))).migrate(connection, nowMilliseconds: 1)
        try connection.execute("INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'kept', 'tab')")
        let cookie = try #require(try connection.firstRow("PRAGMA schema_version")?.integer(0))

        try Migrator().migrate(connection, nowMilliseconds: 2)
        #expect(try connection.firstRow("PRAGMA schema_version")?.integer(0) ?? 0 > cookie)
        #expect(try connection.firstRow("PRAGMA integrity_check")?.text(0) == "ok")
        let tables = try connection.rows(
            "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name IN ('entity', 'change')")
        #expect(tables.count == 2)
        #expect(tables.allSatisfy { !($0.text(0) ?? " IN (").contains(" IN (") })
        #expect(try connection.firstRow("SELECT name FROM entity")?.text(0) == "kept")

        let kinds = ["palette", "appearance", "layout", "sheet", "toolbar", "theme"]
        for (index, kind) in kinds.enumerated() {
            try connection.execute(
                "INSERT INTO entity (kind, name, bar) VALUES (?, ?, ?)",
                [kind, "e\(index)", kind == "appearance" ? "navigation" : nil])
        }
        try connection.execute(
            "INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'bars', 'toolbar')")
        try connection.execute("INSERT INTO batch (id, at_ms, actor, command) VALUES (1, 5, 'ann', 'import')")
        let operations = ["create", "update", "rename", "delete", "restore", "import", "revert"]
        for (index, operation) in operations.enumerated() {
            try connection.execute(
                """
                INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
                VALUES (1, 5, 'ann', 1, ?, 'kept', ?, ?, '{}')
                """, [kinds[index % kinds.count], operation, index + 1])
        }
        let refused = [
            "INSERT INTO entity (kind, name) VALUES ('colour', 'x')",
            "INSERT INTO entity (kind, name, bar) VALUES ('appearance', 'x', 'sidebar')",
            """
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 5, 'ann', 1, 'palette', 'kept', 'rewrite', 8, '{}')
            """,
            """
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 5, 'ann', 1, 'colour', 'kept', 'update', 8, '{}')
            """,
        ]
        for sql in refused {
            let error = try #require(throws: SQLiteError.self) { try connection.execute(sql) }
            #expect(error.description.contains("CHECK constraint failed"), "\(sql)")
        }
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
