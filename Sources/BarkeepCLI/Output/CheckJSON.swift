import BarkeepCore

/// `check --json`: whether the catalog is sound, and what is wrong with it if not.
struct CheckJSON: Encodable {
    let path: String
    let ok: Bool
    let entities: Int
    let problems: [String]
    let notes: [String]

    /// The report of `check` on the catalog at `path`.
    init(_ check: CatalogCheck, path: String) {
        self.path = path
        ok = check.isClean
        entities = check.entityCount
        problems = check.problems
        notes = check.notes
    }
}
