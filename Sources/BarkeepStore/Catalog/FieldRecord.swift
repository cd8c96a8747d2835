/// One field an entity sets: its path and its value (several values for a list of references).
package struct FieldRecord: Hashable, Sendable {
    /// The field path, such as `standard.title.color` or `detents`.
    package var path: String
    /// The value; lists of references hold one value per member, in order.
    package var values: [StoredValue]

    /// Creates a field record.
    package init(path: String, values: [StoredValue]) {
        self.path = path
        self.values = values
    }
}
