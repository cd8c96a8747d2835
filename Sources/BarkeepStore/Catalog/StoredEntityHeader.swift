import BarkeepVocabulary

/// One entity row as `EntityRepository.visitEntities` reads it, before its fields: identity, name,
/// bar, parent and description, the columns of `EntityRecord` without the field rows.
public struct StoredEntityHeader: Sendable {
    /// The stable identity.
    public var id: Int64
    /// The entity's kind.
    public var kind: EntityKind
    /// The unique name within its kind.
    public var name: String
    /// The bar kind (`navigation`, `tab`, `toolbar`) of an appearance; nil for other kinds.
    public var bar: String?
    /// The parent's name, if any.
    public var parent: String?
    /// The free-text description, if any.
    public var description: String?
}
