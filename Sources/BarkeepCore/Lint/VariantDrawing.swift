/// What UIKit draws for one variant of an appearance, as the lint rules see it: the variant whose fields
/// are drawn, whether the background is drawn transparent, and the contrast of its bar texts. Previews
/// (the HTML style guide) read it so that a picture and its lint verdict can never disagree.
package struct VariantDrawing: Hashable, Sendable {
    /// The variant asked about.
    package let variant: Variant
    /// The variant whose resolved fields UIKit draws (the fallback, for a variant left to UIKit).
    package let fieldsVariant: Variant
    /// Whether UIKit draws the variant with a transparent background whatever its fields say (a scroll
    /// edge left to UIKit).
    package let isTransparent: Bool

    /// What UIKit draws for `variant` of `appearance`.
    package init(_ variant: Variant, of appearance: ResolvedEntity) {
        let drawn = DrawnVariant(variant, of: appearance)
        self.variant = variant
        fieldsVariant = drawn.fieldsVariant
        isTransparent = drawn.isTransparent
    }

    /// The contrast of the text `role` of this variant against its background,
    /// measured exactly as the contrast lint rule measures it; nil when a background image makes the
    /// background unknown.
    package func contrast(of role: TextRole, in appearance: ResolvedEntity) -> TextContrast? {
        let drawn = DrawnVariant(variant, of: appearance)
        return ContrastMeasurement(role: role, drawn: drawn, of: appearance).map(TextContrast.init)
    }
}
