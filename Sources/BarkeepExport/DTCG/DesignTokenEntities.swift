import BarkeepCore

/// The entities of one kind a design-tokens document is made of: their names, known from the start to
/// put the tokens in order, and each entity resolved only when the document reaches it, so a whole
/// catalog is never held resolved at once.
struct DesignTokenEntities {
    /// The entities' names, sorted (as a snapshot and a resolved catalog list them).
    let names: [String]
    /// The entity at a position of ``names``, resolved.
    let resolved: (Int) throws -> ResolvedEntity

    /// Entities already resolved (the closure of the themes an export names).
    init(_ entities: [ResolvedEntity]) {
        names = entities.map(\.name)
        resolved = { entities[$0] }
    }

    /// The entities of `kind` in `resolver`'s snapshot, each resolved without being kept.
    init(_ kind: EntityKind, of resolver: Resolver) {
        let entities = resolver.snapshot.entities(of: kind)
        names = entities.map(\.name)
        resolved = { try resolver.resolveWithoutKeeping(entities[$0]) }
    }
}
