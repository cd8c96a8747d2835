import BarkeepRecords

/// One entity row as `EntityRepository.visitEntities` reads it, before its fields: identity, name,
/// bar, parent and description, the columns of `EntityRecord` without the field rows.
package struct StoredEntityHeader: Sendable {
    /// The stable identity.
    package var id: Int64
    /// The entity's kind.
    package var kind: EntityKind
    /// The unique name within its kind.
    package var name: String
    /// The bar kind (`navigation`, `tab`, `toolbar`) of an appearance; nil for other kinds.
    package var bar: String?
    /// The parent's name, if any.
    package var parent: String?
    /// The free-text description, if any.
    package var description: String?
}
