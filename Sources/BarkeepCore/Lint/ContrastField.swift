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

    /// The field of `catalogue` at the path of the navigation-bar row that sets `target` in
    /// `variant`'s fields (nil for a bar-level field). Tab and toolbar appearances keep the title rows under the same paths (rows
    /// without an API, which old catalogs may still set), so the path is found where the API is.
    init(_ target: UIKitTarget, in variant: Variant?, of catalogue: FieldCatalogue) {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        let path = navigation.position(of: target, in: variant).map { navigation.specs[$0].path }
        assert(path != nil, "no navigation row sets \(target) in \(String(describing: variant))")
        self.init(path ?? "", in: catalogue)
    }

    /// What `read` finds in the field of `appearance` (of the catalogue's bar kind), if something in
    /// its chain decides it; the field is lent to `read`, not copied.
    func read<Value>(in appearance: ResolvedEntity, _ read: (ResolvedField) -> Value?) -> Value? {
        guard let position else { return nil }
        return appearance.storedFields.read(atPosition: position, read)
    }
}
