/// Transactions: every write runs in `BEGIN IMMEDIATE … COMMIT`, rolled back on any error.
extension Connection {
    /// Runs `body` in a write transaction that takes the write lock at once.
    ///
    /// The transaction commits when `body` returns and rolls back when it throws, whatever it
    /// throws; the error is rethrown unchanged. A committed transaction is on disk when this returns.
    package func writeTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        // Under the write lock: whatever this write leaves, a record of the log's base no longer holds.
        if usesWriteAheadLog { WriteAheadLogBase.remove(catalog: path) }
        let result: Result
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        do {
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        // Committed: a failure now would leave the change in place, so it is reported only when
        // even the log could not be synced (the change may then not survive a power cut).
        try makeCommitDurable()
        return result
    }

    /// Runs `body` in a read transaction, so every query sees one consistent snapshot; inside an
    /// open transaction it simply runs `body` in that one.
    package func readTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        if isInTransaction { return try body() }
        try execute("BEGIN DEFERRED")
        defer { try? execute("COMMIT") }
        return try body()
    }
}
