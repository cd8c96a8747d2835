/// What UIKit draws for one variant of an appearance: the variant's own fields, or, for a variant left
/// to UIKit, the fields UIKit falls back to, with the transparent background UIKit gives a nil scroll
/// edge (Apple's documentation: a nil `scrollEdgeAppearance` is the standard one with a transparent
/// background; a nil `compactAppearance` is the standard one; a nil `compactScrollEdgeAppearance` is the
/// scroll-edge one).
struct DrawnVariant: Equatable {
    /// The variant asked about.
    let variant: Variant
    /// The variant whose resolved fields UIKit draws.
    let fieldsVariant: Variant
    /// Whether UIKit draws it with a transparent background whatever the fields say.
    let isTransparent: Bool

    /// What UIKit draws for `variant` of `appearance`. UIKit's own fallback for a nil variant is the
    /// same as Barkeep's (``Variant/fallback``), plus a transparent background for a nil scroll edge.
    init(_ variant: Variant, of appearance: borrowing ResolvedEntity) {
        self.variant = variant
        guard appearance.leftToUIKit(variant) != nil, let fallback = variant.fallback else {
            fieldsVariant = variant
            isTransparent = false
            return
        }
        let drawnInstead = DrawnVariant(fallback, of: appearance)
        fieldsVariant = drawnInstead.fieldsVariant
        isTransparent = drawnInstead.isTransparent || variant == .scrollEdge
    }
}
