/// The parent links of one kind's entities in a ``CatalogSnapshot``, by each entity's index in its
/// kind's list (sorted by name): which entity is its parent, and whether any entity names it as its
/// parent. The inheritance walk follows these instead of looking names up at every step.
struct ParentLinks: Sendable {
    /// The index of each entity's parent, ``noParent`` when it has none, ``missingParent`` when no
    /// entity of the kind has the name it gives.
    let parents: [Int]
    /// Whether some entity names each entity as its parent (an ancestor worth memoizing).
    let hasChildren: [Bool]

    /// In ``parents``: the entity names no parent.
    static let noParent = -1
    /// In ``parents``: the entity names a parent the snapshot lacks.
    static let missingParent = -2

    /// The links of `entities` (one kind's, sorted by name), whose indices by name are `indices`.
    init(_ entities: [Entity], indices: [String: Int]) {
        var parents = [Int](repeating: Self.noParent, count: entities.count)
        var hasChildren = [Bool](repeating: false, count: entities.count)
        for (index, entity) in entities.enumerated() {
            guard let parent = entity.parent else { continue }
            guard let parentIndex = indices[parent] else {
                parents[index] = Self.missingParent
                continue
            }
            parents[index] = parentIndex
            hasChildren[parentIndex] = true
        }
        self.parents = parents
        self.hasChildren = hasChildren
    }

    /// No entities.
    static let empty = ParentLinks([], indices: [:])
}
