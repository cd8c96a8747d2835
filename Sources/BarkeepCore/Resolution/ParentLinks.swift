/// The parent links of one kind's entities in a ``CatalogSnapshot``, by each entity's index in its
/// kind's list (sorted by name): which entity is its parent, and whether any entity names it as its
/// parent. The inheritance walk follows these instead of looking names up at every step.
struct ParentLinks: Sendable {
    /// The index of each entity's parent, -1 when it names none or one the snapshot lacks.
    private let parents: [Int]
    /// Whether some entity names each entity as its parent (an ancestor worth memoizing).
    let hasChildren: [Bool]

    /// The links of `entities` (one kind's, sorted by name), whose indices by name are `indices`.
    init(_ entities: [Entity], indices: [String: Int]) {
        var parents = [Int](repeating: -1, count: entities.count)
        var hasChildren = [Bool](repeating: false, count: entities.count)
        for (index, entity) in entities.enumerated() {
            guard let parent = entity.parent, let parentIndex = indices[parent] else { continue }
            parents[index] = parentIndex
            hasChildren[parentIndex] = true
        }
        self.parents = parents
        self.hasChildren = hasChildren
    }

    /// The index of the parent of the entity at `index`, if it names one the snapshot has (whether it
    /// names one at all is the entity's own `parent`).
    func parent(of index: Int) -> Int? {
        parents[index] >= 0 ? parents[index] : nil
    }

    /// No entities.
    static let empty = ParentLinks([], indices: [:])
}
