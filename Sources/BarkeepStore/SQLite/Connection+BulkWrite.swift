/// The page cache and statement journals of a bulk write: how much of the database a connection keeps
/// in memory while it writes many rows.
extension Connection {
    /// Runs `body` with a page cache of up to `pageCacheMebibytes` (SQLite's default is 2 MiB) and
    /// statement journals kept in memory, restoring both settings afterwards.
    ///
    /// A write transaction that changes more pages than the cache holds spills them to the
    /// write-ahead log before it commits, and writes a page again each time it changes again, many
    /// times the file's size for a large import. With room for every changed page, each is written
    /// once at the commit. The cache grows only as pages are used.
    ///
    /// An `INSERT` of several rows keeps a statement journal (the pages it changes, as they were, so
    /// that a failing row undoes the rows before it); past 64 KiB SQLite writes it to a temporary
    /// file, a `pwrite` per page, which `temp_store = MEMORY` spares.
    package func withBulkWriteSettings<Result>(pageCacheMebibytes: Int, _ body: () throws -> Result) throws
        -> Result
    {
        let previousCache = try firstRow("PRAGMA cache_size")?.integer(0) ?? -2_000
        let previousTempStore = try firstRow("PRAGMA temp_store")?.integer(0) ?? 0
        try execute("PRAGMA cache_size = \(-pageCacheMebibytes * 1_024)")
        try execute("PRAGMA temp_store = MEMORY")
        defer {
            try? execute("PRAGMA temp_store = \(previousTempStore)")
            try? execute("PRAGMA cache_size = \(previousCache)")
        }
        return try body()
    }
}
