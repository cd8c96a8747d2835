internal import BarkeepStore

extension Catalog {
    /// Every entity in one consistent read, as a snapshot to resolve and lint.
    public func snapshot() throws -> CatalogSnapshot {
        CatalogSnapshot(entities: try read { try self.entities() })
    }

    /// The entity of `kind` named `name` and what its resolution reads (ancestors, palette colours
    /// through their aliases, theme members and layout fallbacks), in one consistent read, entity by
    /// entity: what a one-entity command resolves, without loading the rest of the catalog. An entity
    /// that does not exist is left out, for the ``Resolver`` to report.
    public func snapshot(reachableFrom kind: EntityKind, _ name: String) throws -> CatalogSnapshot {
        try read {
            let repository = EntityRepository(connection: connection)
            return try CatalogSnapshot.reachable(from: kind, name) { kind, name in
                try repository.loadEntity(.named(kind, name))
            }
        }
    }
}
