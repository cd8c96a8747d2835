/// A scroll-edge variant left to UIKit (`scrollEdge=default`, reported where it is set to `default`, not
/// where it only falls back to such a variant) while `standard` is opaque: since iOS 15
/// UIKit uses the scroll-edge appearance whenever content is scrolled to the edge, and a nil one is the
/// standard one with a transparent background, so the bar loses its colour there (the iOS 15 article).
struct TransparentScrollEdgeCheck: LintCheck {
    /// One note per scroll-edge variant UIKit would draw transparent under an opaque standard.
    func findings(for appearance: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard appearance.kind == .appearance else { return [] }
        guard let bar = appearance.bar, isOpaque(appearance) else { return [] }
        return [Variant.scrollEdge, .compactScrollEdge].compactMap { variant in
            guard bar.variants.contains(variant), let left = appearance.leftToUIKit(variant),
                left.fallback.isEmpty,
                DrawnVariant(variant, of: appearance).isTransparent
            else { return nil }
            let origin = left.source.map { " (set on \($0.kind.rawValue) \($0.entity))" } ?? ""
            return LintFinding(
                rule: .transparentScrollEdge, severity: .note, kind: .appearance, entity: appearance.name,
                path: variant.rawValue,
                reason: "\(variant.rawValue) is left to UIKit\(origin) while standard is opaque: "
                    + "on iOS 15 and later the bar turns transparent at the scroll edge",
                fix: "unset \(variant.rawValue) so it falls back to standard, or set its background")
        }
    }

    /// Whether the standard variant has an opaque background: the `opaque` preset or an opaque colour.
    private func isOpaque(_ appearance: ResolvedEntity) -> Bool {
        // The standard variant's background fields, found by position (a field nothing sets is UIKit's
        // default: no preset, no colour).
        let standard = ContrastFieldPaths.of(.standard, role: "title", bar: appearance.bar ?? .navigation)
        if standard.background.read(in: appearance, { $0.value.choice }) == "opaque" { return true }
        guard let color = standard.backgroundColor.read(in: appearance, { $0.value.color?.color }) else {
            return false
        }
        return ColorAppearance.allCases.allSatisfy { color.value(for: $0).isOpaque }
    }
}
