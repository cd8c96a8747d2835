import BarkeepRecords

/// An entity whose stored provenance (`property_origin`) differs from what its history gives.
public struct PropertyOriginDisagreement: Hashable, Sendable {
    /// The entity's identity (its changes' `entity_id`).
    public var entityID: Int64
    /// The entity's kind, when it exists in the catalog.
    public var kind: EntityKind?
    /// The entity's name, when it exists in the catalog.
    public var name: String?

    /// Creates a disagreement.
    public init(entityID: Int64, kind: EntityKind?, name: String?) {
        self.entityID = entityID
        self.kind = kind
        self.name = name
    }
}
