/// Every entity of a catalog in memory, by kind and name: what one command resolves and lints, so that
/// resolving never queries the database per field.
///
/// Build it once per command from ``Catalog/snapshot()`` or from any `[Entity]` (history,
/// imports, tests). Nothing is validated here: the ``Resolver`` reports missing references and cycles.
public struct CatalogSnapshot: Sendable {
    /// The history change id that last set a field: entity kind, entity name, field path → change id.
    public typealias ChangeLookup = @Sendable (EntityKind, String, String) -> Int64?

    /// The entities of each kind, sorted by name.
    private let entitiesByKind: [EntityKind: [Entity]]
    /// The position of each entity in its kind's list of `entitiesByKind`, by kind and name.
    private let positionsByKind: [EntityKind: [String: Int]]
    /// How many entities name each entity as their parent, by kind and name.
    private let childCounts: [EntityKind: [String: Int]]
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
            buckets[kinds.firstIndex(of: entity.kind) ?? 0].append(entity)
        }
        var byKind: [EntityKind: [Entity]] = [:]
        var positions: [EntityKind: [String: Int]] = [:]
        var counts: [EntityKind: [String: Int]] = [:]
        for (kind, bucket) in zip(kinds, buckets) where !bucket.isEmpty {
            let sorted = Self.sortedByName(keepingTheLaterOfEachName: bucket)
            var kindPositions: [String: Int] = [:]
            kindPositions.reserveCapacity(sorted.count)
            var kindCounts: [String: Int] = [:]
            for (position, entity) in sorted.enumerated() {
                kindPositions[entity.name] = position
                if let parent = entity.parent { kindCounts[parent, default: 0] += 1 }
            }
            byKind[kind] = sorted
            positions[kind] = kindPositions
            if !kindCounts.isEmpty { counts[kind] = kindCounts }
        }
        self.entitiesByKind = byKind
        self.positionsByKind = positions
        self.childCounts = counts
        self.lastChangeID = lastChangeID
    }

    /// `entities` (of one kind) sorted by name, the later of two with the same name kept: as given when
    /// their names already increase strictly (then no two share one), else sorted.
    private static func sortedByName(keepingTheLaterOfEachName entities: [Entity]) -> [Entity] {
        if !zip(entities, entities.dropFirst()).contains(where: { !($0.name < $1.name) }) { return entities }
        var latest: [String: Entity] = [:]
        for entity in entities { latest[entity.name] = entity }
        return latest.values.sorted { $0.name < $1.name }
    }

    /// The same snapshot with `lastChangeID` as its provenance lookup.
    public func withLastChangeID(_ lastChangeID: ChangeLookup?) -> CatalogSnapshot {
        CatalogSnapshot(
            entitiesByKind: entitiesByKind, positionsByKind: positionsByKind, childCounts: childCounts,
            lastChangeID: lastChangeID)
    }

    /// Creates a snapshot from its parts.
    private init(
        entitiesByKind: [EntityKind: [Entity]], positionsByKind: [EntityKind: [String: Int]],
        childCounts: [EntityKind: [String: Int]], lastChangeID: ChangeLookup?
    ) {
        self.entitiesByKind = entitiesByKind
        self.positionsByKind = positionsByKind
        self.childCounts = childCounts
        self.lastChangeID = lastChangeID
    }

    /// The entity of `kind` named `name`, if there is one.
    public func entity(_ kind: EntityKind, _ name: String) -> Entity? {
        guard let position = positionsByKind[kind]?[name] else { return nil }
        return entitiesByKind[kind]?[position]
    }

    /// The entities of `kind`, sorted by name.
    public func entities(of kind: EntityKind) -> [Entity] {
        entitiesByKind[kind] ?? []
    }

    /// Every entity, sorted by kind (palette first, theme last), then by name.
    public var allEntities: [Entity] {
        EntityKind.allCases.flatMap { entities(of: $0) }
    }

    /// How many entities there are.
    public var count: Int {
        entitiesByKind.values.reduce(0) { $0 + $1.count }
    }

    /// Whether some entity of `kind` names `name` as its parent (an ancestor worth memoizing).
    func hasChildren(_ kind: EntityKind, _ name: String) -> Bool {
        (childCounts[kind]?[name] ?? 0) > 0
    }

    /// The change that last set `path` of the entity, if history supplies it.
    func changeID(_ kind: EntityKind, _ name: String, _ path: String) -> Int64? {
        lastChangeID?(kind, name, path)
    }
}
