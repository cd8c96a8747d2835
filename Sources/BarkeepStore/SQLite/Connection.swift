import CSQLite

/// The raw handle of an SQLite database connection.
typealias SQLiteConnectionHandle = OpaquePointer

/// An open SQLite database connection, configured the way Barkeep needs it.
///
/// Every connection enforces foreign keys, fires delete triggers for `REPLACE` conflicts
/// (`recursive_triggers`) and waits for a busy database instead of failing at once; WAL journaling
/// is switched on by `useWriteAheadLog()` once the file is known to be a catalog.
package final class Connection {
    /// How a connection opens its file.
    package enum OpenMode: Sendable {
        /// Read and write; create the file if it is missing.
        case create
        /// Read and write an existing file.
        case readWrite
        /// Read an existing file; never write or create it.
        case readOnly
    }

    /// The connection's raw handle.
    let handle: SQLiteConnectionHandle
    /// The path it was opened with.
    package let path: String
    /// Statements prepared once and reused, by SQL text.
    private var statementCache: [String: Statement] = [:]
    /// How many statements this connection has run (each run of a prepared statement, and each
    /// script); internal, so tests reach it with `@testable import` to count a command's queries.
    internal private(set) var statementsRun = 0
    /// How many virtual machine steps the statements run on this connection took (SQLite's
    /// `SQLITE_STMTSTATUS_VM_STEP`, scripts left out): the work of its queries, rows scanned
    /// included, which tests compare across input sizes.
    internal var virtualMachineSteps = 0

    /// How long a connection waits for a lock held by another process, in milliseconds.
    package static let busyTimeoutMilliseconds: Int32 = 5_000

    /// The version of the SQLite library in use, such as "3.40.1".
    package static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    /// Opens the database at `path`.
    package init(path: String, mode: OpenMode) throws(SQLiteError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        }
        var handle: SQLiteConnectionHandle?
        let code = sqlite3_open_v2(path, &handle, flags, WriteAheadLogFileSystem.name)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
            sqlite3_close_v2(handle)
            throw SQLiteError(extendedResultCode: code, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds)
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA recursive_triggers = ON")
    }

    /// Whether `useWriteAheadLog()` configured this connection: each committed write transaction is
    /// then made durable by `makeCommitDurable()`.
    private(set) var usesWriteAheadLog = false

    /// Switches the database to WAL journaling (which writes its header): called only once the
    /// file is known to be a catalog this binary may write.
    ///
    /// With `keepingLog` the log is kept between processes (`SQLITE_FCNTL_PERSIST_WAL`), so a write
    /// does not create, sync and delete it each time; it is emptied once checkpointed
    /// (`journal_size_limit = 0`), so no stale frame outlives a checkpoint. Without, SQLite deletes
    /// it when the connection closes. `synchronous = NORMAL` leaves the sync to the checkpoint
    /// that follows every commit (`makeCommitDurable()`): the log, then the main file, so a write
    /// command that returned has its change on disk, and the main file alone holds the catalog.
    package func useWriteAheadLog(keepingLog: Bool = true) throws(SQLiteError) {
        try executeScript(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA journal_size_limit = 0")
        var persist: Int32 = keepingLog ? 1 : 0
        try check(sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist))
        usesWriteAheadLog = true
    }

    /// Makes the transaction just committed durable and leaves the log empty: a checkpoint copies the
    /// log into the main file, syncing the log before and the main file after, then waits (up to the
    /// busy timeout) for readers to leave the log and truncates it, so the main file alone holds the
    /// catalog and replacing it (a `git checkout`) replays nothing. When a reader in another process
    /// holds the log for longer (or the checkpoint fails), the log alone is synced, which is what
    /// `synchronous = FULL` would have done at the commit, and `WriteAheadLogBase` records the main
    /// file the log's changes belong to, so they are never replayed over another.
    func makeCommitDurable() throws(SQLiteError) {
        lastCommitWaitsInLog = false
        guard usesWriteAheadLog else { return }
        var logFrames: Int32 = 0
        var checkpointedFrames: Int32 = 0
        let code = sqlite3_wal_checkpoint_v2(
            handle, nil, SQLITE_CHECKPOINT_TRUNCATE, &logFrames, &checkpointedFrames)
        if code == SQLITE_OK { return }
        var log: UnsafeMutablePointer<sqlite3_file>?
        try check(sqlite3_file_control(handle, "main", SQLITE_FCNTL_JOURNAL_POINTER, &log))
        guard let log, let sync = log.pointee.pMethods?.pointee.xSync else { return }
        try check(sync(log, SQLITE_SYNC_NORMAL))
        lastCommitWaitsInLog = true
        // Under the write lock, so that no other write changes the main file while it is recorded.
        guard (try? execute("BEGIN IMMEDIATE")) != nil else { return }
        WriteAheadLogBase.record(catalog: path)
        try? execute("ROLLBACK")
    }

    /// Whether the last committed write transaction is still only in the log: a reader in another
    /// process kept the checkpoint from copying it into the main file (`makeCommitDurable()`).
    package private(set) var lastCommitWaitsInLog = false

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Throws unless `code` is `SQLITE_OK`.
    func check(_ code: Int32, sql: String? = nil) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw error(code: code, sql: sql) }
    }

    /// The error value for a failed call that returned `code`.
    func error(code: Int32, sql: String?) -> SQLiteError {
        let extended = sqlite3_extended_errcode(handle)
        let message = String(cString: sqlite3_errmsg(handle))
        return SQLiteError(extendedResultCode: extended != 0 ? extended : code, message: message, sql: sql)
    }

    /// The prepared statement for `sql`, prepared once per connection.
    package func statement(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statementCache[sql] { return cached }
        let statement = try Statement(connection: self, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs one statement with bound `arguments`, ignoring rows.
    package func execute(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws(SQLiteError) {
        try statement(sql).run(arguments)
    }

    /// Runs a script of several statements without arguments (migrations).
    package func executeScript(_ sql: String) throws(SQLiteError) {
        try noteStatementRun(sql: sql)
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        try check(code, sql: sql)
    }

    /// Runs one query with bound `arguments` and returns its rows.
    package func rows(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws(SQLiteError) -> [Row] {
        try statement(sql).rows(arguments)
    }

    /// Runs one query and returns its first row, if any.
    package func firstRow(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws(SQLiteError) -> Row? {
        try rows(sql, arguments).first
    }

    /// A test seam for fault injection: when set to n, the n-th statement run from now fails with
    /// an I/O error before it reaches SQLite (`ROLLBACK` never fails, so a failed write rolls back
    /// as it would after a real fault). Internal: tests reach it with `@testable import`.
    internal var failingStatement: Int?

    /// Counts one statement run, for `statementsRun`, and fails the one `failingStatement` names.
    func noteStatementRun(sql: String?) throws(SQLiteError) {
        statementsRun += 1
        guard let countdown = failingStatement, sql != "ROLLBACK" else { return }
        if countdown <= 1 {
            failingStatement = nil
            throw SQLiteError(
                extendedResultCode: SQLITE_IOERR | (3 << 8), message: "injected fault", sql: sql)
        }
        failingStatement = countdown - 1
    }

    /// The rowid of the last inserted row.
    package var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether a transaction is open.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
