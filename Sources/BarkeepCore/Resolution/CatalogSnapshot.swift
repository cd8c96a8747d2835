/// Every entity of a catalog in memory, by kind and name: what one command resolves and lints, so that
/// resolving never queries the database per field.
///
/// Build it once per command from ``Catalog/snapshot()`` or from any `[Entity]` (history,
/// imports, tests). Nothing is validated here: the ``Resolver`` reports missing references and cycles.
public struct CatalogSnapshot: Sendable {
    /// The history change id that last set a field: entity kind, entity name, field path → change id.
    public typealias ChangeLookup = @Sendable (EntityKind, String, String) -> Int64?

    /// The entities of each kind, sorted by name, by the kind's index in `EntityKind.allCases`.
    private let entitiesByKind: [[Entity]]
    /// The index of each entity in its kind's list of `entitiesByKind`, by name, by kind index.
    private let indicesByKind: [[String: Int]]
    /// Each entity's parent and whether it has children, by kind index.
    private let linksByKind: [ParentLinks]
    /// Finds the change that last set a field, once history supplies it; nil until then.
    public let lastChangeID: ChangeLookup?

    /// Creates a snapshot of `entities`; when two share a kind and name, the later one is kept.
    ///
    /// Each kind's entities are kept sorted by name, so listing them sorts nothing; entities given in
    /// that order already (as ``Catalog/entities(kind:bar:)`` returns them) are not sorted again.
    public init(entities: [Entity], lastChangeID: ChangeLookup? = nil) {
        let kinds = EntityKind.allCases
        var buckets = [[Entity]](repeating: [], count: kinds.count)
        for entity in entities {
            buckets[Self.kindIndex(entity.kind)].append(entity)
        }
        var indicesByKind: [[String: Int]] = []
        var linksByKind: [ParentLinks] = []
        for (position, bucket) in buckets.enumerated() {
            let sorted = Self.sortedByName(keepingTheLaterOfEachName: bucket)
            var indices: [String: Int] = [:]
            indices.reserveCapacity(sorted.count)
            for (index, entity) in sorted.enumerated() { indices[entity.name] = index }
            buckets[position] = sorted
            indicesByKind.append(indices)
            linksByKind.append(sorted.isEmpty ? .empty : ParentLinks(sorted, indices: indices))
        }
        self.entitiesByKind = buckets
        self.indicesByKind = indicesByKind
        self.linksByKind = linksByKind
        self.lastChangeID = lastChangeID
    }

    /// The index of `kind` in `EntityKind.allCases`, which orders the per-kind tables.
    static func kindIndex(_ kind: EntityKind) -> Int {
        EntityKind.allCases.firstIndex(of: kind) ?? 0
    }

    /// `entities` (of one kind) sorted by name, the later of two with the same name kept: as given when
    /// their names already increase strictly (then no two share one), else sorted.
    private static func sortedByName(keepingTheLaterOfEachName entities: [Entity]) -> [Entity] {
        if !zip(entities, entities.dropFirst()).contains(where: { !($0.name < $1.name) }) { return entities }
        // Positions are sorted rather than the entities (a move of a position copies one word), by
        // name and then position, so that the last of a run of one name is the later entity.
        let order = entities.indices.sorted { left, right in
            let (leftName, rightName) = (entities[left].name, entities[right].name)
            return leftName < rightName || (leftName == rightName && left < right)
        }
        var result: [Entity] = []
        result.reserveCapacity(order.count)
        for (step, position) in order.enumerated()
        where step + 1 == order.count || entities[order[step + 1]].name != entities[position].name {
            result.append(entities[position])
        }
        return result
    }

    /// The same snapshot with `lastChangeID` as its provenance lookup.
    public func withLastChangeID(_ lastChangeID: ChangeLookup?) -> CatalogSnapshot {
        CatalogSnapshot(
            entitiesByKind: entitiesByKind, indicesByKind: indicesByKind, linksByKind: linksByKind,
            lastChangeID: lastChangeID)
    }

    /// Creates a snapshot from its parts.
    private init(
        entitiesByKind: [[Entity]], indicesByKind: [[String: Int]], linksByKind: [ParentLinks],
        lastChangeID: ChangeLookup?
    ) {
        self.entitiesByKind = entitiesByKind
        self.indicesByKind = indicesByKind
        self.linksByKind = linksByKind
        self.lastChangeID = lastChangeID
    }

    /// The entity of `kind` named `name`, if there is one.
    public func entity(_ kind: EntityKind, _ name: String) -> Entity? {
        index(of: kind, name).map { entitiesByKind[Self.kindIndex(kind)][$0] }
    }

    /// The index of the entity of `kind` named `name` in ``entities(of:)``, if there is one.
    func index(of kind: EntityKind, _ name: String) -> Int? {
        indicesByKind[Self.kindIndex(kind)][name]
    }

    /// The entity at `index` of ``entities(of:)`` for `kind`.
    func entity(_ kind: EntityKind, at index: Int) -> Entity {
        entitiesByKind[Self.kindIndex(kind)][index]
    }

    /// The parent links of the entities of `kind`, by their index in ``entities(of:)``.
    func links(of kind: EntityKind) -> ParentLinks {
        linksByKind[Self.kindIndex(kind)]
    }

    /// The entities of `kind`, sorted by name.
    public func entities(of kind: EntityKind) -> [Entity] {
        entitiesByKind[Self.kindIndex(kind)]
    }

    /// Every entity, sorted by kind (palette first, theme last), then by name.
    public var allEntities: [Entity] {
        entitiesByKind.flatMap { $0 }
    }

    /// How many entities there are.
    public var count: Int {
        entitiesByKind.reduce(0) { $0 + $1.count }
    }

    /// The change that last set `path` of the entity, if history supplies it.
    func changeID(_ kind: EntityKind, _ name: String, _ path: String) -> Int64? {
        lastChangeID?(kind, name, path)
    }
}
