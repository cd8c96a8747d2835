/// Title and large-title contrast against the bar background (docs/lint.md), WCAG 2.x, for every
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
        let largeTitleVariants = bar == .navigation ? variantsShowingLargeTitles(appearance) : []
        for variant in bar.variants {
            let drawn = DrawnVariant(variant, of: appearance)
            for role in roles(of: appearance, bar: bar, drawn: drawn, largeTitleVariants: largeTitleVariants)
            {
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

    /// The texts to measure in `drawn`: `title` and/or `largeTitle`. `largeTitleVariants` are the
    /// variants whose fields show large titles (``variantsShowingLargeTitles(_:)``).
    private func roles(
        of appearance: ResolvedEntity, bar: BarKind, drawn: DrawnVariant, largeTitleVariants: Set<Variant>
    ) -> [TextRole] {
        guard bar == .navigation else {
            // A stored field only: one nothing sets is UIKit's default, as `value(_:)` would answer.
            let titleSet =
                ContrastFieldPaths.of(drawn.fieldsVariant, role: .title, bar: bar).textColor.read(
                    in: appearance
                ) {
                    !$0.value.isUIKitDefault
                } ?? false
            return titleSet ? Self.title : []
        }
        let showsLargeTitles = largeTitleVariants.contains(drawn.fieldsVariant)
        if showsLargeTitles, drawn.variant == .standard || drawn.variant == .scrollEdge {
            return Self.titleAndLargeTitle
        }
        return Self.title
    }

    /// `bar.prefersLargeTitles` of navigation appearances.
    private static let prefersLargeTitles = ContrastField(
        .barProperty("prefersLargeTitles"), in: nil, of: .of(.appearance, bar: .navigation))

    /// The roles measured in every bar.
    private static let title: [TextRole] = [.title]
    /// The roles measured where large titles show.
    private static let titleAndLargeTitle = TextRole.allCases

    /// The variants of a navigation appearance whose fields show large titles: every one when
    /// `bar.prefersLargeTitles` is true, else those that set a `largeTitle` field (to something other
    /// than UIKit's default). The stored fields are read once per appearance, not once per variant.
    private func variantsShowingLargeTitles(_ appearance: ResolvedEntity) -> Set<Variant> {
        if Self.prefersLargeTitles.read(in: appearance, { $0.value.bool }) == true {
            return Set(Variant.allCases)
        }
        var ordinals = 0  // a bit per variant ordinal
        let fields = appearance.storedFields
        for (index, position) in fields.positions.enumerated() {
            let ordinal = Self.largeTitleVariantOrdinals[position]
            guard ordinal >= 0, ordinals & (1 << ordinal) == 0, !fields.fields[index].value.isUIKitDefault
            else { continue }
            ordinals |= 1 << ordinal
        }
        return Set(Variant.allCases.filter { ordinals & (1 << $0.ordinal) != 0 })
    }

    /// For each row of the navigation catalogue, the ordinal of its variant when it is a `largeTitle`
    /// field, else -1: found once, so checking an appearance compares no keys.
    private static let largeTitleVariantOrdinals: [Int] = FieldCatalogue.of(.appearance, bar: .navigation)
        .specs.map { spec in
            guard let variant = spec.variant, spec.key.hasPrefix("largeTitle.") else { return -1 }
            return variant.ordinal
        }
}
