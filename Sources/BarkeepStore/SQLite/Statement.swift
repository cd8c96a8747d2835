import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The raw handle of a prepared statement.
typealias SQLiteStatementHandle = OpaquePointer

/// A prepared statement, finalized when the value is released.
package final class Statement {
    /// The statement's raw handle.
    let handle: SQLiteStatementHandle
    /// The connection that prepared it.
    unowned let connection: Connection
    /// The SQL text, for error messages.
    package let sql: String

    /// Prepares `sql` on `connection`.
    init(connection: Connection, sql: String) throws(SQLiteError) {
        var handle: SQLiteStatementHandle?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, 0, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            throw connection.error(code: code, sql: sql)
        }
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement, adding the virtual machine steps of its last run to the connection's
    /// ``Connection/virtualMachineSteps``.
    private func reset() {
        connection.virtualMachineSteps += Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 1))
        sqlite3_reset(handle)
    }

    /// Resets the statement and binds `arguments` to its parameters, in order.
    func bind(_ arguments: [any SQLiteBindable]) throws(SQLiteError) {
        try connection.noteStatementRun(sql: sql)
        reset()
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == arguments.count else {
            throw SQLiteError(
                extendedResultCode: SQLITE_RANGE,
                message: "expected \(expected) arguments, got \(arguments.count)",
                sql: sql
            )
        }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch argument.sqliteValue {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case .integer(let value):
                code = sqlite3_bind_int64(handle, index, value)
            case .real(let value):
                code = sqlite3_bind_double(handle, index, value)
            case .text(let value):
                // `withCString` lends a native string's own NUL-terminated bytes; passing the string
                // itself made a C copy of it first (a third of what binding a text cost).
                code = value.withCString {
                    sqlite3_bind_text(handle, index, $0, -1, barkeep_sqlite_transient())
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob(
                        handle, index, buffer.baseAddress, Int32(buffer.count), barkeep_sqlite_transient())
                }
            }
            try connection.check(code, sql: sql)
        }
    }

    /// Advances to the next row; false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(code: code, sql: sql)
        }
    }

    /// The current row's values.
    func currentRow() -> Row {
        let count = sqlite3_column_count(handle)
        var values: [SQLiteValue] = []
        values.reserveCapacity(Int(count))
        for column in 0..<count {
            values.append(columnValue(column))
        }
        return Row(values: values)
    }

    /// The value of one column of the current row.
    private func columnValue(_ column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            return .text(String(cString: sqlite3_column_text(handle, column)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }

    /// Runs the statement with `arguments` as a stepper: `body` advances with `step()` (false once the
    /// rows are done) and reads the current row's columns in place (``integer(at:)``, ``text(at:)``,
    /// ``bytes(at:)``) without a `Row` being made; two steppers can be stepped side by side. The
    /// statement is reset after.
    func withStepper<Result>(
        _ arguments: [any SQLiteBindable], _ body: (_ step: () throws(SQLiteError) -> Bool) throws -> Result
    ) throws -> Result {
        try bind(arguments)
        defer { reset() }
        return try body { () throws(SQLiteError) -> Bool in try step() }
    }

    /// Column `column` of the current row as an integer, or nil for NULL.
    func integer(at column: Int32) -> Int64? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, column)
    }

    /// Column `column` of the current row as text, or nil for NULL (read as ``currentRow()`` reads it).
    func text(at column: Int32) -> String? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL,
            let text = sqlite3_column_text(handle, column)
        else { return nil }
        return String(cString: text)
    }

    /// The UTF-8 bytes of column `column` of the current row up to its first NUL (the text
    /// ``text(at:)`` would make, without making it), or nil for NULL. Valid until the next step.
    func bytes(at column: Int32) -> UnsafeBufferPointer<UInt8>? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL,
            let text = sqlite3_column_text(handle, column)
        else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        let end = memchr(text, 0, count).map { UnsafeRawPointer(text).distance(to: $0) } ?? count
        return UnsafeBufferPointer(start: text, count: end)
    }

    /// Runs the statement with `arguments` and returns every row.
    package func rows(_ arguments: [any SQLiteBindable] = []) throws(SQLiteError) -> [Row] {
        try bind(arguments)
        defer { reset() }
        var rows: [Row] = []
        while try step() {
            rows.append(currentRow())
        }
        return rows
    }

    /// Runs the statement with `arguments`, ignoring any rows.
    package func run(_ arguments: [any SQLiteBindable] = []) throws(SQLiteError) {
        try bind(arguments)
        defer { reset() }
        while try step() {}
    }
}
