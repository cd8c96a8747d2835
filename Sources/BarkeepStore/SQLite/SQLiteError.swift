import CSQLite

/// An error reported by SQLite: the extended result code, SQLite's message and the SQL that failed.
///
/// Bound arguments are not part of the description: they may be user data.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code, such as 2067 (`SQLITE_CONSTRAINT_UNIQUE`).
    public var extendedResultCode: Int32
    /// SQLite's own message.
    public var message: String
    /// The statement that was running, if any.
    public var sql: String?

    /// Creates an error from its parts.
    public init(extendedResultCode: Int32, message: String, sql: String? = nil) {
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low eight bits of the extended one).
    public var primaryResultCode: Int32 { extendedResultCode & 0xFF }

    /// Whether the error is a constraint violation (UNIQUE, FOREIGN KEY, CHECK, trigger RAISE…).
    public var isConstraintViolation: Bool { primaryResultCode == SQLITE_CONSTRAINT }

    /// Reads like "SQLite error 19: NOT NULL constraint failed: … – while executing `…`".
    public var description: String {
        var text = "SQLite error \(extendedResultCode): \(message)"
        if let sql { text += " – while executing `\(sql)`" }
        return text
    }
}
