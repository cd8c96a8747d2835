/// The page cache: how much of the database a connection keeps in memory.
extension Connection {
    /// Runs `body` with a page cache of up to `mebibytes` (SQLite's default is 2 MiB), restoring the
    /// previous size afterwards.
    ///
    /// A write transaction that changes more pages than the cache holds spills them to the
    /// write-ahead log before it commits, and writes a page again each time it changes again: an
    /// import of 10,000 entities wrote about 97,000 log frames for a 2,200-page file. With room for
    /// every changed page, each is written once at the commit. The cache grows only as pages are used.
    public func withPageCache<Result>(mebibytes: Int, _ body: () throws -> Result) throws -> Result {
        let previous = try firstRow("PRAGMA cache_size")?.integer(0) ?? -2_000
        try execute("PRAGMA cache_size = \(-mebibytes * 1_024)")
        defer { try? execute("PRAGMA cache_size = \(previous)") }
        return try body()
    }
}
