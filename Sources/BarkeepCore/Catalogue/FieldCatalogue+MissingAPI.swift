extension FieldCatalogue {
    /// The rows of `spec`'s variant that set the text attribute `spec` names where UIKit has no API for
    /// it: for a tab appearance's `standard.title.color`, `standard.item.stacked.normal.title.color` and
    /// the other item layouts and states, in the order the catalogue declares them (first layout and
    /// state first). Empty when `spec` has an API.
    package func rowsDoingTheJob(of spec: FieldSpec) -> [FieldSpec] {
        guard case .noAPI(let missing) = spec.uikitTarget, let bar else { return [] }
        let rows = specs.filter { row in
            guard row.variant == spec.variant, case .textAttribute(let set, let attribute) = row.uikitTarget
            else { return false }
            return set.property == missing.attributes && attribute == missing.attribute
        }
        let keys = AppearancePaths.variantKeys(bar).map(\.key)
        let order = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return rows.sorted { (order[$0.key] ?? .max) < (order[$1.key] ?? .max) }
    }

    /// The refusal of a write to `spec`, a row without UIKit API, naming the rows that do the job; nil
    /// when `spec` has an API.
    func refusalOfWrite(to spec: FieldSpec, kind: EntityKind, name: String) -> CatalogError? {
        guard case .noAPI(let missing) = spec.uikitTarget else { return nil }
        let rows = rowsDoingTheJob(of: spec)
        var instead = rows.first.map { "; the field that does the job is \($0.path)" } ?? ""
        if rows.count > 1, let first = rows.first {
            let pattern =
                (first.variant.map { $0.rawValue + "." } ?? "") + FieldReference.generalized(first.key)
            instead += " (and its siblings \(pattern))"
        }
        return .invalidValue(
            kind: kind, name: name, path: spec.path,
            problem: "no UIKit API reads it (\(missing.reason))" + instead)
    }
}
