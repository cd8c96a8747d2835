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
        var byKind: [EntityKind: [Entity]] = [:]
        var positions: [EntityKind: [String: Int]] = [:]
        var counts: [EntityKind: [String: Int]] = [:]
        for entity in entities {
            if let position = positions[entity.kind]?[entity.name] {
                byKind[entity.kind]?[position] = entity
            } else {
                positions[entity.kind, default: [:]][entity.name] = byKind[entity.kind]?.count ?? 0
                byKind[entity.kind, default: []].append(entity)
            }
        }
        for (kind, kindEntities) in byKind {
            for entity in kindEntities {
                if let parent = entity.parent { counts[kind, default: [:]][parent, default: 0] += 1 }
            }
            guard zip(kindEntities, kindEntities.dropFirst()).contains(where: { !($0.name < $1.name) }) else {
                continue
            }
            let sorted = kindEntities.sorted { $0.name < $1.name }
            byKind[kind] = sorted
            positions[kind] = Dictionary(
                uniqueKeysWithValues: sorted.enumerated().map { ($0.element.name, $0.offset) })
        }
        self.entitiesByKind = byKind
        self.positionsByKind = positions
        self.childCounts = counts
        self.lastChangeID = lastChangeID
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
