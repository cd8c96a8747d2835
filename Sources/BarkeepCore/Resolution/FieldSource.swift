/// Where a resolved value was written: an entity and one of its field paths.
public struct FieldSource: Hashable, Sendable, CustomStringConvertible {
    /// The kind of the entity that sets the field.
    public let kind: EntityKind
    /// The name of the entity that sets the field.
    public let entity: String
    /// The full field path as stored, such as `standard.title.color` or `scrollEdge` (a whole variant).
    public let path: String
    /// The appearance variant the path belongs to; nil for bar-level and non-appearance fields.
    public let variant: Variant?

    /// Creates a source.
    public init(kind: EntityKind, entity: String, path: String, variant: Variant? = nil) {
        self.kind = kind
        self.entity = entity
        self.path = path
        self.variant = variant
    }

    /// Reads like `standard.title.color of appearance base`.
    public var description: String { "\(path) of \(kind.rawValue) \(entity)" }
}
