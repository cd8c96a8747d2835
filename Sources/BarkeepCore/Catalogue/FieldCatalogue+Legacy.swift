extension FieldCatalogue {
    /// The `legacy.<key>` row that holds a pre-iOS 13 value of its own for the standard-variant row at
    /// `standardPath` (`standard.backgroundColor` → `legacy.backgroundColor`); nil when the catalogue has
    /// none (the field has no pre-iOS 13 API, or the path is not a standard one).
    package func legacySpec(for standardPath: String) -> FieldSpec? {
        let prefix = Variant.standard.rawValue + "."
        guard standardPath.hasPrefix(prefix) else { return nil }
        return spec(AppearancePaths.legacyPrefix + standardPath.dropFirst(prefix.count))
    }

    /// The standard-variant row whose pre-iOS 13 value the `legacy.<key>` row `legacy` holds; nil for
    /// any other row.
    package func standardSpec(forLegacy legacy: FieldSpec) -> FieldSpec? {
        guard case .legacyValue = legacy.uikitTarget else { return nil }
        return spec(
            Variant.standard.rawValue + "." + legacy.path.dropFirst(AppearancePaths.legacyPrefix.count))
    }
}
