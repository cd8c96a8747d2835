import BarkeepVocabulary

/// An entity as stored: identity, name, inheritance and the fields it sets.
public struct EntityRecord: Hashable, Sendable {
    /// The stable identity that survives renames; nil before the entity is first stored.
    public var id: Int64?
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
    /// The fields it sets, sorted by path.
    public var fields: [FieldRecord]

    /// Creates a record.
    public init(
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

    /// Every entity this one refers to: its parent and the targets of its reference fields.
    public var references: [(kind: EntityKind, name: String)] {
        var result: [(kind: EntityKind, name: String)] = []
        if let parent { result.append((kind, parent)) }
        for field in fields {
            for case .reference(let targetKind, let targetName) in field.values {
                result.append((targetKind, targetName))
            }
        }
        return result
    }
}
