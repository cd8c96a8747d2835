/// Resolves parent chains (resolution rule 1) over a snapshot.
///
/// Each entity's inherited fields are its parent's with its own laid over them, so resolving a whole
/// catalog costs about one overlay per entity: the fields of entities that have children are memoized
/// (up to ``memoLimit``), and a chain is walked up only to the nearest memoized ancestor, iteratively (a
/// 100k-deep chain is fine). Along a long walk every ``checkpointSpacing``-th ancestor is kept for good,
/// so that a deep chain visited in name order (`d1000` right after `d100`) costs a bounded walk per
/// entity even once the memo has started over.
/// Failures are memoized too, so a broken ancestor is diagnosed once.
final class InheritanceResolver {
    /// The entities.
    let snapshot: CatalogSnapshot
    /// How many entities' inherited fields the memo holds at most: when full it starts over, so a
    /// walk over a 100k catalog keeps a bounded memo; a chain is then walked again only up to its
    /// nearest memoized ancestor (or its root).
    static let defaultMemoLimit = 8_192
    /// How many entities' inherited fields this resolver's memo holds at most (``defaultMemoLimit`` unless a
    /// test asks for a smaller one).
    let memoLimit: Int
    /// How far apart the checkpoints of a long walk are: a walk that overlays this many members keeps
    /// the inherited fields of every such member for good (chains of ordinary depth never make one).
    /// A 100k-deep chain then keeps about 3,000 of them, and no walk is longer than this.
    static let checkpointSpacing = 32

    /// The inherited fields of entities with children, up to ``memoLimit`` of them, by ``key(_:_:)``.
    private var memo: [Int: InheritedFields] = [:]
    /// The inherited fields of every ``checkpointSpacing``-th member of long walks, kept for good.
    private var checkpoints: [Int: InheritedFields] = [:]
    /// How many overlays the walks have made: what bounds their cost, for tests.
    private(set) var overlays = 0
    /// Why an entity's chain cannot be resolved, by ``key(_:_:)``.
    private var failures: [Int: ResolutionError] = [:]

    /// Creates a resolver over `snapshot` whose memo holds at most `memoLimit` entities' fields.
    init(snapshot: CatalogSnapshot, memoLimit: Int = InheritanceResolver.defaultMemoLimit) {
        self.snapshot = snapshot
        self.memoLimit = memoLimit
    }

    /// The memo key of the entity of `kind` at `index` of the snapshot's list of that kind.
    private static func key(_ kind: EntityKind, _ index: Int) -> Int {
        CatalogSnapshot.kindIndex(kind) << 40 | index
    }

    /// The fields `entity` ends up with after inheritance; throws on a missing parent, a parent of
    /// another bar kind, or a parent cycle (the whole cycle).
    ///
    /// `entity` is looked up by name once; its ancestors are then followed by index through the
    /// snapshot's ``ParentLinks``, so the walk hashes no name past the first step.
    func fields(of entity: Entity) throws(ResolutionError) -> InheritedFields {
        let kind = entity.kind
        let links = snapshot.links(of: kind)
        var chain = ParentChain()
        var indices: [Int] = []  // each member's index in the snapshot, -1 for one it lacks
        var base = InheritedFields.empty
        var current = entity
        var currentIndex = snapshot.index(of: kind, entity.name)
        while true {
            if let index = currentIndex {
                let key = Self.key(kind, index)
                if let known = memo[key] ?? (checkpoints.isEmpty ? nil : checkpoints[key]) {
                    base = known
                    break
                }
                if !failures.isEmpty, let failure = failures[key] { throw fail(kind, indices, failure) }
            }
            chain.append(current)
            indices.append(currentIndex ?? -1)
            guard let parentName = current.parent else { break }
            if let start = chain.position(of: parentName) {
                let cycle = chain.members[start...].map(\.name) + [parentName]
                throw fail(kind, indices, .parentCycle(kind: kind, names: cycle))
            }
            // The entity itself may be given apart from the snapshot: its parent is found by name.
            let parentIndex: Int?
            if indices.count > 1, let index = currentIndex {
                parentIndex = links.parent(of: index)
            } else {
                parentIndex = snapshot.index(of: kind, parentName)
            }
            guard let parentIndex else {
                throw fail(
                    kind, indices,
                    .missingReference(
                        kind: kind, name: current.name, path: "parent", target: kind, targetName: parentName))
            }
            let parent = snapshot.entity(kind, at: parentIndex)
            if let bar = current.bar, parent.bar != bar {
                throw fail(
                    kind, indices,
                    .wrongBar(
                        kind: kind, name: current.name, path: "parent", target: parentName, expected: bar,
                        actual: parent.bar))
            }
            current = parent
            currentIndex = parentIndex
        }
        overlays += chain.members.count
        for (offset, (member, index)) in zip(chain.members, indices).reversed().enumerated() {
            base = base.overlaid(with: member)
            guard index >= 0, links.hasChildren[index] else { continue }
            if (offset + 1) % Self.checkpointSpacing == 0 {
                checkpoints[Self.key(kind, index)] = base
            } else {
                if memo.count >= memoLimit { memo.removeAll(keepingCapacity: true) }
                memo[Self.key(kind, index)] = base
            }
        }
        return base
    }

    /// Records `error` for every member of a chain of `kind` the snapshot has (by their `indices`;
    /// they all depend on it) and returns it.
    private func fail(_ kind: EntityKind, _ indices: [Int], _ error: ResolutionError) -> ResolutionError {
        for index in indices where index >= 0 { failures[Self.key(kind, index)] = error }
        return error
    }
}
