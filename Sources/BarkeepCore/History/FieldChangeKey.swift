/// One property of one current entity: the key of a `FieldChangeIndex`.
package struct FieldChangeKey: Hashable, Sendable {
    /// The entity's kind.
    package var kind: EntityKind
    /// The entity's name at the indexed point.
    package var name: String
    /// `name`, `bar`, `parent`, `description` or a field path.
    package var path: String

    /// Creates a key.
    package init(kind: EntityKind, name: String, path: String) {
        self.kind = kind
        self.name = name
        self.path = path
    }
}
