extension Catalog {
    /// Every entity in one consistent read, as a snapshot to resolve and lint.
    public func snapshot(lastChangeID: CatalogSnapshot.ChangeLookup? = nil) throws -> CatalogSnapshot {
        let entities = try read { try self.entities() }
        return CatalogSnapshot(entities: entities, lastChangeID: lastChangeID)
    }
}
