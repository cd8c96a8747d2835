/// An entity's identity within a catalog: its kind and name.
struct EntityKey: Hashable, Sendable {
    /// The entity's kind.
    let kind: EntityKind
    /// The entity's name.
    let name: String
}
