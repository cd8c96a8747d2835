import BarkeepTestSupport
import Testing

@testable import BarkeepStore

/// The history guards of migration 0003 hold for every connection, `sqlite3`'s included: no
/// `INSERT OR REPLACE` over a recorded row, and no change older than the one before it.
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
            #expect(error.message == "history is append-only")
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
}
