/// Title and large-title contrast against the bar background (product.md §6), WCAG 2.x, for every
/// variant as UIKit draws it, in light and dark (and both high-contrast appearances when a colour
/// involved has high-contrast values).
///
/// What is measured:
/// - titles of navigation bars always; titles of tab bars and toolbars only when a title colour is set;
/// - large titles of navigation bars in `standard` and `scrollEdge` (compact bars never show them),
///   when `bar.prefersLargeTitles` is true or a `largeTitle` field is set;
/// - an unset text colour is `label`; a background without colour (UIKit's default material, `opaque`,
///   `transparent`) is measured against `systemBackground`, and a translucent colour is composited over
///   it first; a background image is not measured.
///
/// Variants that measure the same (usually through fallback) make one finding. A text or background
/// colour that is only an asset-catalog name cannot be measured: that is a note of its own
/// (`contrast-unmeasured`), never a ratio computed from made-up values.
struct ContrastCheck: LintCheck {
    /// The findings for a resolved appearance (none for other kinds).
    func findings(for entity: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        entity.kind == .appearance ? findings(for: entity) : []
    }

    /// The findings for one appearance.
    private func findings(for appearance: ResolvedEntity) -> [LintFinding] {
        guard let bar = appearance.bar else { return [] }
        var measurements: [ContrastMeasurement] = []
        var unmeasured: [UnmeasuredContrast] = []
        for variant in bar.variants {
            let drawn = DrawnVariant(variant, of: appearance)
            for role in roles(of: appearance, bar: bar, drawn: drawn) {
                if let assetOnly = UnmeasuredContrast(role: role, drawn: drawn, of: appearance) {
                    if let index = unmeasured.firstIndex(where: { $0.readsLike(assetOnly) }) {
                        unmeasured[index].variants.append(variant)
                    } else {
                        unmeasured.append(assetOnly)
                    }
                    continue
                }
                guard let measurement = ContrastMeasurement(role: role, drawn: drawn, of: appearance) else {
                    continue
                }
                if let index = measurements.firstIndex(where: { $0.measuresLike(measurement) }) {
                    measurements[index].variants.append(variant)
                } else {
                    measurements.append(measurement)
                }
            }
        }
        return measurements.compactMap { $0.finding(for: appearance) }
            + unmeasured.map { $0.finding(for: appearance) }
    }

    /// The texts to measure in `drawn`: `title` and/or `largeTitle`.
    private func roles(of appearance: ResolvedEntity, bar: BarKind, drawn: DrawnVariant) -> [String] {
        let fields = drawn.fieldsVariant.rawValue
        guard bar == .navigation else {
            let titleSet = appearance.value("\(fields).title.color").map { !$0.isUIKitDefault } ?? false
            return titleSet ? ["title"] : []
        }
        var roles = ["title"]
        let showsLargeTitles =
            appearance.value("bar.prefersLargeTitles")?.bool == true
            || appearance.storedFields.values.contains {
                $0.spec.variant == drawn.fieldsVariant && $0.spec.key.hasPrefix("largeTitle.")
                    && !$0.value.isUIKitDefault
            }
        if showsLargeTitles, drawn.variant == .standard || drawn.variant == .scrollEdge {
            roles.append("largeTitle")
        }
        return roles
    }
}
