import BarkeepRecords

/// An entity as it is written: identity, name, inheritance and the fields it sets, as text and
/// references by name (`EntityRepository.insert`, `update`).
package struct EntityRecord: Hashable, Sendable {
    /// The stable identity that survives renames; nil before the entity is first stored.
    package var id: Int64?
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
    /// The fields it sets, sorted by path.
    package var fields: [FieldRecord]

    /// Creates a record.
    package init(
        id: Int64? = nil, kind: EntityKind, name: String, bar: String? = nil, parent: String? = nil,
        description: String? = nil, fields: [FieldRecord] = []
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.bar = bar
        self.parent = parent
        self.description = description
        self.fields = fields.sorted { $0.path < $1.path }
    }

}
