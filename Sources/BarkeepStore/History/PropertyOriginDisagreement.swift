import BarkeepRecords

/// An entity whose stored provenance (`property_origin`) differs from what its history gives.
package struct PropertyOriginDisagreement: Hashable, Sendable {
    /// The entity's identity (its changes' `entity_id`).
    package var entityID: Int64
    /// The entity's kind, when it exists in the catalog.
    package var kind: EntityKind?
    /// The entity's name, when it exists in the catalog.
    package var name: String?

    /// Creates a disagreement.
    package init(entityID: Int64, kind: EntityKind?, name: String?) {
        self.entityID = entityID
        self.kind = kind
        self.name = name
    }
}
