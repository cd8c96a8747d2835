/// One field the contrast rule reads: its path, for findings, and its position in the catalogue of the
/// bar kind checked, for reading a resolved appearance without hashing the path.
struct ContrastField: Sendable {
    /// The full path, such as `standard.title.color`.
    let path: String
    /// The row's position in the bar's catalogue; nil where the bar has no such row.
    let position: Int?

    /// The field at `path` of `catalogue`.
    init(_ path: String, in catalogue: FieldCatalogue) {
        self.path = path
        self.position = catalogue.position(path)
    }

    /// What `read` finds in the field of `appearance` (of the catalogue's bar kind), if something in
    /// its chain decides it; the field is lent to `read`, not copied.
    func read<Value>(in appearance: ResolvedEntity, _ read: (ResolvedField) -> Value?) -> Value? {
        guard let position else { return nil }
        return appearance.storedFields.read(atPosition: position, read)
    }
}
