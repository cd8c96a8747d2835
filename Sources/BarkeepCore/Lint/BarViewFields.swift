/// The fields the bar-clipping rules read in one bar kind's appearances, by catalogue position: the
/// bar view's `clipsToBounds` and its layer's shadow opacity, and the standard variant's `shadowColor`
/// that hides the hairline without clipping. Made once per bar kind.
final class BarViewFields: Sendable {
    /// `bar.clipsToBounds`.
    let clipsToBounds: ContrastField
    /// `bar.layer.shadowOpacity`.
    let shadowOpacity: ContrastField
    /// `standard.shadowColor`: the hairline of the standard appearance.
    let hairlineColor: ContrastField

    /// The fields of `catalogue`.
    private init(_ catalogue: FieldCatalogue) {
        clipsToBounds = ContrastField(.barView(.clipsToBounds), in: nil, of: catalogue)
        shadowOpacity = ContrastField(.barView(.shadowOpacity), in: nil, of: catalogue)
        hairlineColor = ContrastField(.property(.appearance, "shadowColor"), in: .standard, of: catalogue)
    }

    /// The fields of navigation appearances.
    private static let navigation = BarViewFields(.of(.appearance, bar: .navigation))
    /// The fields of tab appearances.
    private static let tab = BarViewFields(.of(.appearance, bar: .tab))
    /// The fields of toolbar appearances.
    private static let toolbar = BarViewFields(.of(.appearance, bar: .toolbar))

    /// The fields of a `bar` appearance.
    static func of(_ bar: BarKind) -> BarViewFields {
        switch bar {
        case .navigation: return navigation
        case .tab: return tab
        case .toolbar: return toolbar
        }
    }
}
