import CSQLite

/// An error reported by SQLite: the extended result code, SQLite's message and the SQL that failed.
///
/// Bound arguments are not part of the description: they may be user data.
package struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code, such as 2067 (`SQLITE_CONSTRAINT_UNIQUE`).
    package var extendedResultCode: Int32
    /// SQLite's own message.
    package var message: String
    /// The statement that was running, if any.
    package var sql: String?

    /// Creates an error from its parts.
    package init(extendedResultCode: Int32, message: String, sql: String? = nil) {
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low eight bits of the extended one).
    package var primaryResultCode: Int32 { extendedResultCode & 0xFF }

    /// Whether the error is a constraint violation (UNIQUE, FOREIGN KEY, CHECK, trigger RAISE…).
    package var isConstraintViolation: Bool { primaryResultCode == SQLITE_CONSTRAINT }

    /// Whether the error says the database file is damaged (or not a database at all).
    package var isDamage: Bool { primaryResultCode == SQLITE_CORRUPT || primaryResultCode == SQLITE_NOTADB }

    /// `SQLITE_IOERR_SHMSIZE` (`SQLITE_IOERR | 19 << 8`): the `-shm` file of a WAL catalog could not be
    /// grown, which on a full disk is the first thing to fail.
    static let sharedMemorySizeError: Int32 = 4874

    /// What failed in a user's terms, for the start of the message.
    package var summary: String {
        switch primaryResultCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return
                "the catalog is damaged; run 'barkeep check' to see what is wrong, and restore it from a backup"
        case SQLITE_FULL: return "the disk is full; nothing was changed"
        case SQLITE_READONLY, SQLITE_PERM:
            return "the catalog cannot be written (is the file or its folder read-only?); nothing was changed"
        case SQLITE_CANTOPEN:
            return "the catalog file cannot be opened (is its folder readable and writable?)"
        case SQLITE_BUSY, SQLITE_LOCKED:
            return "the catalog is busy: another process held it for too long; nothing was changed, try again"
        case SQLITE_IOERR where extendedResultCode == Self.sharedMemorySizeError:
            return "the catalog could not be opened for writing: there is no room for its shared-memory file "
                + "(is the disk full?); nothing was changed"
        case SQLITE_IOERR:
            return "the catalog could not be read or written (an input/output error); nothing was changed"
        case SQLITE_CONSTRAINT: return "the catalog refused the change; nothing was changed"
        default: return "the catalog database failed; nothing was changed"
        }
    }

    /// Reads like "the disk is full; nothing was changed (SQLite error 13: database or disk is full;
    /// while executing `…`)": what failed first, SQLite's detail after it.
    package var description: String {
        var text = "\(summary) (SQLite error \(extendedResultCode): \(message)"
        if let sql { text += "; while executing `\(sql.prefix(80))`" }
        return text + ")"
    }
}
