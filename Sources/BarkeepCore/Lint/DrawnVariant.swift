/// What UIKit draws for one variant of an appearance: the variant's own fields, or, for a variant left
/// to UIKit, the fields UIKit falls back to, with the transparent background UIKit gives a nil scroll
/// edge (reference sheet §3–§5: a nil `scrollEdgeAppearance` is the standard one with a transparent
/// background; a nil `compactAppearance` is the standard one; a nil `compactScrollEdgeAppearance` is the
/// scroll-edge one).
struct DrawnVariant: Equatable {
    /// The variant asked about.
    let variant: Variant
    /// The variant whose resolved fields UIKit draws.
    let fieldsVariant: Variant
    /// Whether UIKit draws it with a transparent background whatever the fields say.
    let isTransparent: Bool

    /// What UIKit draws for `variant` of `appearance`.
    init(_ variant: Variant, of appearance: ResolvedEntity) {
        self.variant = variant
        guard appearance.leftToUIKit(variant) != nil else {
            fieldsVariant = variant
            isTransparent = false
            return
        }
        switch variant {
        case .standard:
            fieldsVariant = .standard
            isTransparent = false
        case .compact:
            let standard = DrawnVariant(.standard, of: appearance)
            fieldsVariant = standard.fieldsVariant
            isTransparent = standard.isTransparent
        case .scrollEdge:
            fieldsVariant = .standard
            isTransparent = true
        case .compactScrollEdge:
            let scrollEdge = DrawnVariant(.scrollEdge, of: appearance)
            fieldsVariant = scrollEdge.fieldsVariant
            isTransparent = scrollEdge.isTransparent
        }
    }
}
