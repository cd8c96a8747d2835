extension ResolvedEntity {
    /// Whether UIKit draws `variant` of this appearance over an opaque background: the variant is not
    /// left to a transparent UIKit scroll edge (``DrawnVariant``), and the variant it draws has the
    /// `opaque` background preset or a background colour opaque in every colour appearance. The lint of
    /// a transparent scroll edge asks it of `standard`; the SwiftUI export asks it of the scroll edge,
    /// which SwiftUI shows only with `toolbarBackground(.visible, for:)`.
    package func drawsOpaqueBackground(_ variant: Variant) -> Bool {
        let drawn = DrawnVariant(variant, of: self)
        guard !drawn.isTransparent else { return false }
        // The variant's background fields, found by position (a field nothing sets is UIKit's default:
        // no preset, no colour).
        let fields = ContrastFieldPaths.of(drawn.fieldsVariant, role: .title, bar: bar ?? .navigation)
        if fields.background.read(in: self, { $0.value.choice }) == "opaque" { return true }
        guard let color = fields.backgroundColor.read(in: self, { $0.value.color?.color }) else {
            return false
        }
        return ColorAppearance.allCases.allSatisfy { color.value(for: $0).isOpaque }
    }
}
