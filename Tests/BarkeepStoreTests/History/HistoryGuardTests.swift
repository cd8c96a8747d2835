import BarkeepTestSupport
import Testing

@testable import BarkeepStore

/// The history guards of migrations 0003 and 0007 hold for every connection, `sqlite3`'s included: no
/// `INSERT OR REPLACE` over a recorded row, no change older than the one before it, and no change that
/// is not its entity's next version with an id above every recorded one.
@Suite struct HistoryGuardTests {
    let directory = TemporaryDirectory()

    /// A migrated catalog opened, then reopened the way `sqlite3` opens it: no recursive triggers.
    func plainConnection() throws -> Connection {
        let path = directory.file("c.sqlite")
        let connection = try CatalogDatabase.open(path: path, create: true, nowMilliseconds: 0)
        try connection.execute("INSERT INTO batch (at_ms, actor, command) VALUES (10, 'ann', 't')")
        try connection.execute(
            """
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 10, 'ann', 1, 'sheet', 'half', 'create', 1, '{}')
            """)
        let plain = try Connection(path: path, mode: .readWrite)
        try plain.execute("PRAGMA recursive_triggers = OFF")
        return plain
    }

    @Test func insertOrReplaceCannotReplaceAChangeOrBatchEvenWithoutRecursiveTriggers() throws {
        let plain = try plainConnection()
        for sql in [
            """
            INSERT OR REPLACE INTO change (id, batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 1, 10, 'mallory', 1, 'sheet', 'half', 'create', 1, '{}')
            """,
            "INSERT OR REPLACE INTO batch (id, at_ms, actor, command) VALUES (1, 10, 'mallory', 't')",
        ] {
            let error = try #require(throws: SQLiteError.self) { try plain.execute(sql) }
            #expect(error.message.hasPrefix("history is append-only"))
        }
        #expect(try plain.firstRow("SELECT actor FROM change WHERE id = 1")?.text(0) == "ann")
        #expect(try plain.firstRow("SELECT actor FROM batch WHERE id = 1")?.text(0) == "ann")
    }

    @Test func aChangeOlderThanTheOneBeforeItIsRefused() throws {
        let plain = try plainConnection()
        let error = try #require(throws: SQLiteError.self) {
            try plain.execute(
                """
                INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
                VALUES (1, 9, 'ann', 2, 'sheet', 'full', 'create', 1, '{}')
                """)
        }
        #expect(error.message == "change times must not go back")
    }

    @Test func replacingThroughTheVersionConstraintCannotForgeAChange() throws {
        let plain = try plainConnection()
        let before = try plain.rows("SELECT id, entity_id, version, actor FROM change ORDER BY id").map {
            [$0.integer(0), $0.integer(1), $0.integer(2)].map { $0 ?? -1 }
        }
        // The forgery: a copy of change 1 with another actor, which conflicts on
        // UNIQUE (entity_id, version) and would replace it without a delete trigger firing.
        let forgery = """
            REPLACE INTO change (batch_id, at_ms, actor, message, entity_id, kind, name, operation, version, before, after)
            SELECT batch_id, at_ms, 'mallory', message, entity_id, kind, name, operation, version, before, after
            FROM change WHERE id = 1
            """
        let error = try #require(throws: SQLiteError.self) { try plain.execute(forgery) }
        #expect(error.message == "history is append-only: a change must be its entity's next version")
        // A version skipped, and an id below a recorded one, are refused too.
        for (sql, message) in [
            (
                "INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after) "
                    + "VALUES (1, 10, 'ann', 1, 'sheet', 'half', 'update', 3, '{}')",
                "history is append-only: a change must be its entity's next version"
            ),
            (
                "INSERT INTO change (id, batch_id, at_ms, actor, entity_id, kind, name, operation, version, after) "
                    + "VALUES (0, 1, 10, 'ann', 7, 'sheet', 'other', 'create', 1, '{}')",
                "history is append-only: a change's id must be above every recorded one"
            ),
        ] {
            let refused = try #require(throws: SQLiteError.self) { try plain.execute(sql) }
            #expect(refused.message == message)
        }
        let after = try plain.rows("SELECT id, entity_id, version, actor FROM change ORDER BY id").map {
            [$0.integer(0), $0.integer(1), $0.integer(2)].map { $0 ?? -1 }
        }
        #expect(after == before)
        #expect(try plain.firstRow("SELECT actor FROM change WHERE id = 1")?.text(0) == "ann")
    }

    @Test func checkReportsVersionsOutOfTheOrderOfIds() throws {
        let plain = try plainConnection()
        // A history rewritten with every guard dropped: entity 1's version 1 moved above version 2.
        try plain.executeScript(
            """
            DROP TRIGGER change_is_append_only_delete;
            DROP TRIGGER change_is_append_only_update;
            DROP TRIGGER change_version_is_next;
            DROP TRIGGER change_id_is_above_every_other;
            INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
            VALUES (1, 10, 'ann', 1, 'sheet', 'half', 'update', 2, '{}');
            UPDATE change SET id = 100 WHERE id = 1;
            """)
        let report = try IntegrityReport.run(on: plain)
        #expect(report.versionGaps.isEmpty)
        #expect(
            report.versionsOutOfOrder == [
                "sheet 'half' (identity 1) has version 2 in change @2, before version 1 in change @100: versions "
                    + "must follow the order of change ids"
            ])
    }
}
