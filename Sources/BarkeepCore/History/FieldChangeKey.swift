/// One property of one current entity: the key of a `FieldChangeIndex`.
public struct FieldChangeKey: Hashable, Sendable {
    /// The entity's kind.
    public var kind: EntityKind
    /// The entity's name at the indexed point.
    public var name: String
    /// `name`, `bar`, `parent`, `description` or a field path.
    public var path: String

    /// Creates a key.
    public init(kind: EntityKind, name: String, path: String) {
        self.kind = kind
        self.name = name
        self.path = path
    }
}
