import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a catalog file the way every command needs it: identified, verified, migrated, configured.
///
/// The file is identified from its header bytes before SQLite opens it, and its schema is verified
/// before anything is written: a file Barkeep refuses (not SQLite, another application's database,
/// a newer or tampered schema, a visibly truncated file) keeps every byte. Read access never writes.
package enum CatalogDatabase {
    /// Opens the catalog at `path`; `create` true creates it when missing or empty.
    package static func open(path: String, create: Bool, nowMilliseconds: Int64) throws -> Connection {
        try open(path: path, access: create ? .create : .write, nowMilliseconds: nowMilliseconds)
    }

    /// Opens the catalog at `path` for `access`, applying pending migrations unless it only reads.
    package static func open(path: String, access: CatalogAccess, nowMilliseconds: Int64) throws -> Connection
    {
        let header = CatalogFileHeader.inspect(path: path)
        switch header {
        case .missing where access != .create:
            throw CatalogOpenError.missing(path: path)
        case .empty where access != .create:
            throw CatalogOpenError.empty(path: path)
        case .foreign:
            throw CatalogOpenError.notADatabase(path: path)
        case .notAFile(let what):
            throw CatalogOpenError.notAFile(path: path, what: what)
        default:
            break
        }
        if header.isTruncated(hasWriteAheadLog: fileSize(path + "-wal") > 0),
            try isTruncatedWhileReading(path)
        {
            throw CatalogOpenError.damaged(path: path, detail: "the file is shorter than its header says")
        }
        // A log left holding changes over a main file that was replaced since must not be replayed.
        try WriteAheadLogBase.verify(catalog: path)
        let logFilesExisted = fileExists(path + "-wal") || fileExists(path + "-shm")
        var connection: Connection? = try connect(path: path, access: access)
        do {
            try prepare(
                connection!, path: path, access: access, header: header, nowMilliseconds: nowMilliseconds)
            return connection!
        } catch {
            // Refused: a file in WAL mode had its `-wal` and `-shm` made by SQLite when it was opened
            // (even read-only); what this open made, it takes away once its connection is closed.
            connection = nil
            if !logFilesExisted, fileSize(path + "-wal") == 0 { removeUnusedLogFiles(of: path) }
            throw error
        }
    }

    /// Verifies the schema of the catalog open on `connection`, and for write access applies pending
    /// migrations and sets its journal; throws the reason the file is refused.
    private static func prepare(
        _ connection: Connection, path: String, access: CatalogAccess, header: CatalogFileHeader,
        nowMilliseconds: Int64
    ) throws {
        let migrator = Migrator()
        do {
            if access == .read {
                if try migrator.needsMigration(connection) { throw CatalogOpenError.needsUpgrade(path: path) }
                return
            }
            // Verifies the applied migrations (reads only) before applying any.
            try migrator.migrate(connection, nowMilliseconds: nowMilliseconds)
            // A catalog made by this command is left as one file (an app commits it as it is); the
            // log of a catalog edited again is kept between commands, which spares a sync per write.
            try connection.useWriteAheadLog(keepingLog: header != .missing && header != .empty)
        } catch let error as SQLiteError {
            throw translated(error, path: path, access: access)
        }
    }

    /// Whether the catalog at `path` still looks cut short when looked at again inside a read
    /// transaction. A look from outside can race a commit: its checkpoint writes the header's new page
    /// count before the pages that lengthen the file, and then empties the log, so the size, the header
    /// and the log's length read one after another can mix two moments. A read transaction keeps every
    /// checkpoint from copying pages into the main file while it reads only the main file, and keeps
    /// the log from being emptied while it reads the log; so a file that looks cut short with an empty
    /// log from inside one is cut short. Opened read-only, so nothing is written.
    private static func isTruncatedWhileReading(_ path: String) throws -> Bool {
        let connection = try connect(path: path, access: .read)
        do {
            try connection.execute("BEGIN")
            defer { try? connection.execute("COMMIT") }
            try connection.execute("SELECT count(*) FROM sqlite_schema")
            return CatalogFileHeader.inspect(path: path).isTruncated(
                hasWriteAheadLog: fileSize(path + "-wal") > 0)
        } catch {
            throw translated(error, path: path, access: .read)
        }
    }

    /// Opens the SQLite connection for `access`, translating SQLite's refusals.
    private static func connect(path: String, access: CatalogAccess) throws -> Connection {
        let mode: Connection.OpenMode
        switch access {
        case .read: mode = .readOnly
        case .write: mode = .readWrite
        case .create: mode = .create
        }
        do {
            return try Connection(path: path, mode: mode)
        } catch {
            throw translated(error, path: path, access: access)
        }
    }

    /// The error to report for an SQLite error while opening the catalog at `path`.
    private static func translated(_ error: SQLiteError, path: String, access: CatalogAccess) -> any Error {
        switch error.primaryResultCode {
        case SQLITE_NOTADB: return CatalogOpenError.notADatabase(path: path)
        case SQLITE_CORRUPT: return CatalogOpenError.damaged(path: path, detail: error.message)
        case SQLITE_CANTOPEN:
            if access == .create { return CatalogOpenError.cannotCreate(path: path, reason: error.message) }
            return CatalogOpenError.missing(path: path)
        default: return error
        }
    }

    /// Removes the empty `-wal` and the `-shm` of the database at `path` when no connection has them
    /// open: each connection holds a read lock on the shared-memory file's "dead man switch" byte
    /// (offset 128 in SQLite's Unix file system), so a write lock on it is granted only when none does,
    /// and is held while both files go.
    private static func removeUnusedLogFiles(of path: String) {
        #if canImport(Glibc)
            let descriptor = Glibc.open(path + "-shm", O_RDWR | O_CLOEXEC)
        #elseif canImport(Musl)
            let descriptor = Musl.open(path + "-shm", O_RDWR | O_CLOEXEC)
        #else
            let descriptor = Darwin.open(path + "-shm", O_RDWR | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 128
        lock.l_len = 1
        guard fcntl(descriptor, F_SETLK, &lock) == 0 else { return }
        unlink(path + "-wal")
        unlink(path + "-shm")
    }

    /// Whether anything is at `path`.
    private static func fileExists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The size of the file at `path` in bytes, 0 when it does not exist.
    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
