/// A value SQLite stores or returns: one of its five storage classes.
package enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The integer held, if this is an integer.
    package var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The text held, if this is text.
    package var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// Whether this is SQL NULL.
    package var isNull: Bool { self == .null }
}

/// A Swift value that can be bound to a statement parameter.
package protocol SQLiteBindable {
    /// The value as SQLite stores it.
    var sqliteValue: SQLiteValue { get }
}

extension Int: SQLiteBindable {
    /// The integer as a 64-bit SQLite integer.
    package var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteBindable {
    /// The integer as a 64-bit SQLite integer.
    package var sqliteValue: SQLiteValue { .integer(self) }
}

extension String: SQLiteBindable {
    /// The string as SQLite text.
    package var sqliteValue: SQLiteValue { .text(self) }
}

extension Double: SQLiteBindable {
    /// The number as an SQLite real.
    package var sqliteValue: SQLiteValue { .real(self) }
}

extension SQLiteValue: SQLiteBindable {
    /// The value itself.
    package var sqliteValue: SQLiteValue { self }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    /// The wrapped value, or NULL.
    package var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}
