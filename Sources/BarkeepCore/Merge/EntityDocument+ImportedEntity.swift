/// A document from an import file's entry: the form snapshot merges compare.
extension EntityDocument {
    /// The document `entry` states (its lines dropped).
    package init(_ entry: ImportedEntity) {
        self.init(
            kind: entry.kind, name: entry.name, bar: entry.bar, parent: entry.parent,
            description: entry.description, fields: entry.fields)
    }
}
