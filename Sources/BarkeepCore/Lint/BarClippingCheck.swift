/// `bar.clipsToBounds=true`, the old way to hide the hairline: from iOS 13 an appearance's `shadowColor`
/// hides it without clipping, while clipping also cuts what the bar draws past its edge (a navigation
/// bar's background under the status bar) and every layer shadow; and a layer shadow (`bar.layer.shadowOpacity` above 0) on a clipping bar,
/// which is never drawn. Reported on every appearance that resolves the values, naming where they are set.
struct BarClippingCheck: LintCheck {
    /// A warning for a clipping bar, and one for a shadow it clips.
    func findings(for appearance: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard appearance.kind == .appearance, let bar = appearance.bar else { return [] }
        let fields = BarViewFields.of(bar)
        guard let clips = fields.clipsToBounds.read(in: appearance, { $0 }),
            clips.value == .value(.bool(true))
        else { return [] }
        let origin = Self.origin(clips)
        let hairline = fields.hairlineColor.path
        var findings = [
            LintFinding(
                rule: .clipsToBoundsHidesHairline, severity: .warning, kind: .appearance,
                entity: appearance.name,
                path: clips.path,
                reason: "\(clips.path) is true\(origin): clipping hides the hairline, but also cuts "
                    + (bar == .navigation
                        ? "the bar background that extends under the status bar"
                        : "whatever the bar draws past its edge (a raised button)")
                    + " and any layer shadow; from "
                    + "\(APIAvailability.barAppearance.introduced.name) the appearance's shadowColor hides the "
                    + "hairline without clipping",
                fix: "unset \(clips.path) and set \(hairline)=clear (and the other variants' shadowColor)")
        ]
        if let opacity = fields.shadowOpacity.read(in: appearance, { $0 }),
            case .value(.number(let value)) = opacity.value, value > 0
        {
            findings.append(
                LintFinding(
                    rule: .layerShadowClipped, severity: .warning, kind: .appearance, entity: appearance.name,
                    path: opacity.path,
                    reason: "\(opacity.path) is \(NumberFormatting.canonical(value))\(Self.origin(opacity)) "
                        + "while \(clips.path) is true\(origin): a clipping bar never draws its layer's shadow",
                    fix: "unset \(clips.path) (hide the hairline with \(hairline)=clear instead), or unset "
                        + opacity.path))
        }
        return findings
    }

    /// ` (set on appearance base)`: where the field's value comes from.
    private static func origin(_ field: ResolvedField) -> String {
        field.provenance.origin.source.map { " (set on \($0.kind.rawValue) \($0.entity))" } ?? ""
    }
}
