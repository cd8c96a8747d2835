import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

@Suite struct ConnectionTests {
    let directory = TemporaryDirectory()

    @Test func everyConnectionEnforcesForeignKeysWALAndABusyTimeout() throws {
        let connection = try CatalogDatabase.open(
            path: directory.file("a.sqlite"), create: true, nowMilliseconds: 0)
        #expect(try connection.firstRow("PRAGMA foreign_keys")?.integer(0) == 1)
        #expect(try connection.firstRow("PRAGMA journal_mode")?.text(0) == "wal")
        #expect(try connection.firstRow("PRAGMA busy_timeout")?.integer(0) == 5_000)
        #expect(try connection.firstRow("PRAGMA recursive_triggers")?.integer(0) == 1)
    }

    @Test func aBulkWritesPageCacheAndTemporaryStoreAreRestoredAfterwards() throws {
        let connection = try CatalogDatabase.open(
            path: directory.file("a.sqlite"), create: true, nowMilliseconds: 0)
        let settings = { () throws -> [Int64?] in
            [
                try connection.firstRow("PRAGMA cache_size")?.integer(0),
                try connection.firstRow("PRAGMA temp_store")?.integer(0),
            ]
        }
        let before = try settings()
        let inside = try connection.withBulkWriteSettings(pageCacheMebibytes: 64) { try settings() }
        #expect(inside == [-65_536, 2])  // 64 MiB, MEMORY
        #expect(try settings() == before)
        #expect(throws: SQLiteError.self) {
            try connection.withBulkWriteSettings(pageCacheMebibytes: 64) {
                try connection.execute("SELECT * FROM nowhere")
            }
        }
        #expect(try settings() == before)
    }

    @Test func readWriteModeDoesNotCreateAFile() throws {
        let path = directory.file("missing.sqlite")
        #expect(throws: SQLiteError.self) { try Connection(path: path, mode: .readWrite) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func errorsCarryTheExtendedCodeMessageAndSQL() throws {
        let connection = try Connection(path: directory.file("a.sqlite"), mode: .create)
        try connection.execute("CREATE TABLE t (x TEXT NOT NULL UNIQUE) STRICT")
        try connection.execute("INSERT INTO t (x) VALUES (?)", ["secret-value"])
        let error = try #require(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO t (x) VALUES (?)", ["secret-value"])
        }
        #expect(error.extendedResultCode == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(error.isConstraintViolation)
        #expect(
            error.description.hasPrefix(
                "the catalog refused the change; nothing was changed (SQLite error 2067: UNIQUE constraint failed: t.x"
            ))
        #expect(error.description.contains("while executing `INSERT INTO t (x) VALUES (?)`"))
        #expect(!error.description.contains("secret-value"))
    }

    @Test func valuesRoundTripThroughEveryStorageClass() throws {
        let connection = try Connection(path: directory.file("a.sqlite"), mode: .create)
        let row = try #require(
            try connection.firstRow(
                "SELECT ?, ?, ?, ?, ?", [SQLiteValue.null, 42, 2.5, "text", SQLiteValue.blob([1, 2, 3])]))
        #expect(row.values == [.null, .integer(42), .real(2.5), .text("text"), .blob([1, 2, 3])])
    }

    @Test func aWrongArgumentCountIsAnError() throws {
        let connection = try Connection(path: directory.file("a.sqlite"), mode: .create)
        #expect(throws: SQLiteError.self) { try connection.firstRow("SELECT ?, ?", [1]) }
    }

    @Test func aFailedWriteTransactionRollsBackEverything() throws {
        let connection = try Connection(path: directory.file("a.sqlite"), mode: .create)
        try connection.execute("CREATE TABLE t (x INTEGER PRIMARY KEY) STRICT")
        struct Abort: Error {}
        #expect(throws: Abort.self) {
            try connection.writeTransaction {
                try connection.execute("INSERT INTO t (x) VALUES (1)")
                throw Abort()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.integer(0) == 0)
        try connection.writeTransaction { try connection.execute("INSERT INTO t (x) VALUES (1)") }
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.integer(0) == 1)
    }

    @Test func aSecondWriterWaitsThenFailsWithBusy() throws {
        let path = directory.file("a.sqlite")
        let first = try Connection(path: path, mode: .create)
        try first.execute("CREATE TABLE t (x INTEGER) STRICT")
        try first.execute("BEGIN IMMEDIATE")
        let second = try Connection(path: path, mode: .readWrite)
        try second.execute("PRAGMA busy_timeout = 10")
        let error = try #require(throws: SQLiteError.self) { try second.execute("BEGIN IMMEDIATE") }
        #expect(error.primaryResultCode == 5)  // SQLITE_BUSY
        try first.execute("COMMIT")
    }
}
