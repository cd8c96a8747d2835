/// Every entity of a catalog in memory, by kind and name: what one command resolves and lints, so that
/// resolving never queries the database per field.
///
/// Build it once per command from ``Catalog/snapshot()`` or from any `[Entity]` (history,
/// imports, tests). Nothing is validated here: the ``Resolver`` reports missing references and cycles.
public struct CatalogSnapshot: Sendable {
    /// The history change id that last set a field: entity kind, entity name, field path → change id.
    public typealias ChangeLookup = @Sendable (EntityKind, String, String) -> Int64?

    /// The entities, by kind, then by name.
    private let entitiesByKind: [EntityKind: [String: Entity]]
    /// How many entities name each entity as their parent, by kind and name.
    private let childCounts: [EntityKind: [String: Int]]
    /// Finds the change that last set a field, once history supplies it; nil until then.
    public let lastChangeID: ChangeLookup?

    /// Creates a snapshot of `entities`; when two share a kind and name, the later one is kept.
    public init(entities: [Entity], lastChangeID: ChangeLookup? = nil) {
        var byKind: [EntityKind: [String: Entity]] = [:]
        for entity in entities {
            byKind[entity.kind, default: [:]][entity.name] = entity
        }
        var counts: [EntityKind: [String: Int]] = [:]
        for (kind, entities) in byKind {
            for entity in entities.values {
                if let parent = entity.parent { counts[kind, default: [:]][parent, default: 0] += 1 }
            }
        }
        self.entitiesByKind = byKind
        self.childCounts = counts
        self.lastChangeID = lastChangeID
    }

    /// The same snapshot with `lastChangeID` as its provenance lookup.
    public func withLastChangeID(_ lastChangeID: ChangeLookup?) -> CatalogSnapshot {
        CatalogSnapshot(entitiesByKind: entitiesByKind, childCounts: childCounts, lastChangeID: lastChangeID)
    }

    /// Creates a snapshot from its parts.
    private init(
        entitiesByKind: [EntityKind: [String: Entity]], childCounts: [EntityKind: [String: Int]],
        lastChangeID: ChangeLookup?
    ) {
        self.entitiesByKind = entitiesByKind
        self.childCounts = childCounts
        self.lastChangeID = lastChangeID
    }

    /// The entity of `kind` named `name`, if there is one.
    public func entity(_ kind: EntityKind, _ name: String) -> Entity? {
        entitiesByKind[kind]?[name]
    }

    /// The entities of `kind`, sorted by name.
    public func entities(of kind: EntityKind) -> [Entity] {
        (entitiesByKind[kind] ?? [:]).values.sorted { $0.name < $1.name }
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
