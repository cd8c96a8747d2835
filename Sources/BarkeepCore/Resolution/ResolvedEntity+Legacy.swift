extension ResolvedEntity {
    /// The standard variant as code for iOS before 13 writes it: every set standard field (a followed one
    /// too, as that code copies no dictionary), carrying the
    /// value of its `legacy.<key>` row instead when that is set, and a set legacy value whose standard
    /// field is unset, in that standard row; sorted by the standard path. Each field keeps its standard
    /// row, so writers read one target per field, and the provenance of the value it carries.
    package var legacyStandardFields: [ResolvedField] {
        let catalogue = catalogue
        var legacyValues: [String: ResolvedField] = [:]
        for field in setFields(in: nil) {
            guard let standard = catalogue.standardSpec(forLegacy: field.spec) else { continue }
            legacyValues[standard.path] = field
        }
        var fields = setFields(in: .standard, includingFollowed: true).map { field in
            legacyValues.removeValue(forKey: field.path).map {
                ResolvedField(spec: field.spec, value: $0.value, provenance: $0.provenance)
            } ?? field
        }
        guard !legacyValues.isEmpty else { return fields }
        for (path, legacy) in legacyValues {
            guard let spec = catalogue.spec(path) else { continue }
            fields.append(ResolvedField(spec: spec, value: legacy.value, provenance: legacy.provenance))
        }
        return fields.sorted { FieldCatalogue.precedes($0.path, $1.path) }
    }
}
