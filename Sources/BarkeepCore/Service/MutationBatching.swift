/// How one write transaction (``Catalog/mutate(_:batching:_:)``) writes its changes: one at a time, or
/// as a bulk write for a transaction that writes many entities (an import).
public enum MutationBatching: Sendable {
    /// Each change is written as it is made, and the session keeps them (``MutationSession/changes``).
    case perChange
    /// The page cache may grow to ``Catalog/bulkPageCacheMebibytes``, so SQLite keeps every changed page
    /// until the commit instead of spilling pages to the log and writing them again; statement journals
    /// stay in memory; and the history's change rows are written several to a statement
    /// (``MutationSession/writePendingChanges()``, to call before reading the session's `changes`,
    /// which it counts but does not keep).
    case bulk
}
