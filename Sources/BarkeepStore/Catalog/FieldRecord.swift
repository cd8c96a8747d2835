/// One field an entity sets: its path and its value (several values for a list of references).
public struct FieldRecord: Hashable, Sendable {
    /// The field path, such as `standard.title.color` or `detents`.
    public var path: String
    /// The value; lists of references hold one value per member, in order.
    public var values: [StoredValue]

    /// Creates a field record.
    public init(path: String, values: [StoredValue]) {
        self.path = path
        self.values = values
    }
}
