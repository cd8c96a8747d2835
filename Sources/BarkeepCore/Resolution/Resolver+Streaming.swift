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

    /// Throws the first error resolving every entity in kind-and-name order throws, the one
    /// ``resolveAll()`` throws, keeping nothing. Run before streaming output that must be all or nothing.
    ///
    /// Each entity is only checked (``check(_:)``), which fails for every entity whose resolution can
    /// fail because of itself, so a catalog that resolves is not resolved twice; only when a check fails
    /// is the catalog resolved in order, since an earlier entity may fail first with an ancestor's or a
    /// palette colour's error.
    public func validateAll() throws(ResolutionError) {
        do throws(ResolutionError) {
            for entity in snapshot.allEntities { try check(entity) }
        } catch {
            for entity in snapshot.allEntities { _ = try resolveWithoutKeeping(entity) }
            throw error
        }
    }
}
