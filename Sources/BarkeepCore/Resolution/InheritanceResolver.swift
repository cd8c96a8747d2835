/// Resolves parent chains (resolution rule 1) over a snapshot.
///
/// Each entity's inherited fields are its parent's with its own laid over them, so resolving a whole
/// catalog costs about one overlay per entity: the fields of entities that have children are memoized
/// (up to ``memoLimit``), and a chain is walked up only to the nearest memoized ancestor, iteratively (a
/// 100k-deep chain is fine).
/// Failures are memoized too, so a broken ancestor is diagnosed once.
final class InheritanceResolver {
    /// The entities.
    let snapshot: CatalogSnapshot
    /// How many entities' inherited fields the memo holds at most: when full it starts over, so a
    /// walk over a 100k catalog keeps a bounded memo; a chain is then walked again only up to its
    /// nearest memoized ancestor (or its root).
    static let memoLimit = 8_192

    /// The inherited fields of entities with children, up to ``memoLimit`` of them.
    private var memo: [EntityKey: InheritedFields] = [:]
    /// Why an entity's chain cannot be resolved.
    private var failures: [EntityKey: ResolutionError] = [:]

    /// Creates a resolver over `snapshot`.
    init(snapshot: CatalogSnapshot) {
        self.snapshot = snapshot
    }

    /// The fields `entity` ends up with after inheritance; throws on a missing parent, a parent of
    /// another bar kind, or a parent cycle (the whole cycle).
    func fields(of entity: Entity) throws(ResolutionError) -> InheritedFields {
        var chain = ParentChain()
        var base = InheritedFields.empty
        var current = entity
        while true {
            let key = EntityKey(kind: current.kind, name: current.name)
            if let known = memo[key] {
                base = known
                break
            }
            if !failures.isEmpty, let failure = failures[key] { throw fail(chain.members, failure) }
            chain.append(current)
            guard let parentName = current.parent else { break }
            if let start = chain.position(of: parentName) {
                let cycle = chain.members[start...].map(\.name) + [parentName]
                throw fail(chain.members, .parentCycle(kind: current.kind, names: cycle))
            }
            guard let parent = snapshot.entity(current.kind, parentName) else {
                throw fail(
                    chain.members,
                    .missingReference(
                        kind: current.kind, name: current.name, path: "parent", target: current.kind,
                        targetName: parentName))
            }
            if let bar = current.bar, parent.bar != bar {
                throw fail(
                    chain.members,
                    .wrongBar(
                        kind: current.kind, name: current.name, path: "parent", target: parentName,
                        expected: bar,
                        actual: parent.bar))
            }
            current = parent
        }
        for member in chain.members.reversed() {
            base = base.overlaid(with: member)
            if snapshot.hasChildren(member.kind, member.name) {
                if memo.count >= Self.memoLimit { memo.removeAll(keepingCapacity: true) }
                memo[EntityKey(kind: member.kind, name: member.name)] = base
            }
        }
        return base
    }

    /// Records `error` for every entity of `chain` (they all depend on it) and returns it.
    private func fail(_ chain: [Entity], _ error: ResolutionError) -> ResolutionError {
        for member in chain { failures[EntityKey(kind: member.kind, name: member.name)] = error }
        return error
    }
}
