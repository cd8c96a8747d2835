/// Whole-catalog resolution in bounded memory: one entity at a time, nothing resolved kept.
extension Resolver {
    /// Resolves every entity, sorted by kind and name, handing each to `body` with its result as soon
    /// as it is resolved. The resolved entities are not kept (only the memo of ancestors and palette
    /// colours is), so memory does not grow with the resolved catalog: lint, `export --format json`
    /// and import validation walk a 100k catalog this way.
    public func forEachEntity(_ body: (Entity, Result<ResolvedEntity, ResolutionError>) throws -> Void)
        rethrows
    {
        for entity in snapshot.allEntities {
            try body(entity, Result { () throws(ResolutionError) in try resolveWithoutKeeping(entity) })
        }
    }

    /// Resolves every entity of `kind`, sorted by name, as ``forEachEntity(_:)`` does: for output that
    /// writes the kinds in another order than theirs (the SwiftUI export), or one kind twice.
    public func forEachEntity(
        of kind: EntityKind, _ body: (Entity, Result<ResolvedEntity, ResolutionError>) throws -> Void
    ) rethrows {
        for entity in snapshot.entities(of: kind) {
            try body(entity, Result { () throws(ResolutionError) in try resolveWithoutKeeping(entity) })
        }
    }

    /// Resolves every entity once, keeping nothing; throws the first error in kind-and-name order, the
    /// one ``resolveAll()`` throws. Run before streaming output that must be all or nothing.
    public func validateAll() throws(ResolutionError) {
        for entity in snapshot.allEntities { _ = try resolveWithoutKeeping(entity) }
    }
}
