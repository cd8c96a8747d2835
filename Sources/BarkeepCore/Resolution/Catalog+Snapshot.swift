extension Catalog {
    /// Every entity in one consistent read, as a snapshot to resolve and lint.
    public func snapshot() throws -> CatalogSnapshot {
        CatalogSnapshot(entities: try read { try self.entities() })
    }
}
