/// A scroll-edge variant left to UIKit (`scrollEdge=default`, reported where it is set to `default`, not
/// where it only falls back to such a variant) while `standard` is opaque: since iOS 15
/// UIKit uses the scroll-edge appearance whenever content is scrolled to the edge, and a nil one is the
/// standard one with a transparent background, so the bar loses its colour there (the iOS 15 article).
struct TransparentScrollEdgeCheck: LintCheck {
    /// One note per scroll-edge variant UIKit would draw transparent under an opaque standard.
    func findings(for appearance: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard appearance.kind == .appearance else { return [] }
        guard let bar = appearance.bar, appearance.drawsOpaqueBackground(.standard) else { return [] }
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
                    + "on \(APIAvailability.scrollEdgeOnEveryBar.introduced.name) and later the bar turns transparent at the scroll edge",
                fix: "unset \(variant.rawValue) so it falls back to standard, or set its background")
        }
    }
}
