/// A bar text whose contrast cannot be measured: its colour or its background colour is a palette colour
/// that names only an asset-catalog colour (directly or through aliases), whose values Barkeep does not
/// know. Lint says so (`contrast-unmeasured`, a note) instead of refusing the colour or measuring
/// made-up values.
struct UnmeasuredContrast {
    /// The text measured.
    let role: TextRole
    /// The colour fields that resolve to an asset-only colour, each with the colour as written.
    let colors: [(path: String, color: ResolvedColor)]
    /// The variants that read like this, in the bar's order.
    var variants: [Variant]

    /// The asset-only colours of `role` as UIKit draws `drawn` of `appearance`; nil when every colour
    /// involved has values (or is UIKit's).
    init?(role: TextRole, drawn: DrawnVariant, of appearance: borrowing ResolvedEntity) {
        // Stored fields only: a field nothing sets is UIKit's default, which has no colour.
        let fieldPaths = ContrastFieldPaths.of(
            drawn.fieldsVariant, role: role, bar: appearance.bar ?? .navigation)
        var colors: [(path: String, color: ResolvedColor)] = []
        if let color = fieldPaths.textColor.read(in: appearance, { $0.value.color }), color.isAssetOnly {
            colors.append((fieldPaths.textColor.path, color))
        }
        if !drawn.isTransparent,
            let color = fieldPaths.backgroundColor.read(in: appearance, { $0.value.color }),
            color.isAssetOnly
        {
            colors.append((fieldPaths.backgroundColor.path, color))
        }
        guard !colors.isEmpty else { return nil }
        self.role = role
        self.colors = colors
        self.variants = [drawn.variant]
    }

    /// Whether `other` names the same colours in the same fields for the same text, whatever the variant.
    func readsLike(_ other: UnmeasuredContrast) -> Bool {
        func keys(_ contrast: UnmeasuredContrast) -> [String] {
            contrast.colors.map { String($0.path.drop { $0 != "." }) }
        }
        return role == other.role && keys(self) == keys(other)
            && colors.map(\.color) == other.colors.map(\.color)
    }

    /// The note for `appearance`.
    func finding(for appearance: ResolvedEntity) -> LintFinding {
        let named = colors.map { "\($0.path) is \($0.color.source.canonicalText)" + asset($0.color) }
        let palette = colors.compactMap(\.color.paletteName)
        return LintFinding(
            rule: .contrastUnmeasured, severity: .note, kind: .appearance, entity: appearance.name,
            path: ContrastFieldPaths.of(variants[0], role: role, bar: appearance.bar ?? .navigation).textColor
                .path,
            reason:
                "\(role.displayName) contrast in \(variants.map(\.rawValue).joined(separator: ", ")) is unmeasured: "
                + named.joined(separator: ", ") + ", which has no values Barkeep can measure",
            fix:
                "check the contrast in Xcode, or give palette colour \(palette.first ?? "it") light and dark values "
                + "beside its asset")
    }

    /// ` (asset BrandColor)`, or nothing when the colour is an alias of an asset-only colour.
    private func asset(_ color: ResolvedColor) -> String {
        color.asset.map { " (asset \($0))" } ?? " (an alias of an asset-only colour)"
    }
}
