/// Whole-catalog resolution as a stream, in bounded memory: one entity at a time, nothing resolved kept.
extension Resolver {
    /// Every entity of the snapshot (of `kind` only, when given), sorted by kind and name, each resolved
    /// when the walk reaches it. The resolved entities are not kept (only the memo of ancestors and
    /// palette colours is), so memory does not grow with the resolved catalog: lint, the exports and
    /// import validation walk a 100k catalog this way, and callers that need the whole result collect
    /// it (``ResolvedEntities/collect()``).
    public func entities(of kind: EntityKind? = nil) -> ResolvedEntities {
        ResolvedEntities(resolver: self, entities: kind.map(snapshot.entities(of:)) ?? snapshot.allEntities)
    }
}
