import BarkeepCore

/// Loads the catalog snapshot a read command works on (resolve, lint).
enum SnapshotSource {
    /// The current catalog, every entity loaded once.
    static func snapshot(_ invocation: Invocation) throws -> CatalogSnapshot {
        try invocation.openCatalog().snapshot()
    }
}
