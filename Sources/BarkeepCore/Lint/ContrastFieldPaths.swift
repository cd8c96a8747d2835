/// The fields the contrast rule reads for one text role (`title` or `largeTitle`) in one variant's
/// fields of one bar kind, made once per bar, variant and role instead of for every appearance checked
/// (a class: handing it to each measurement retains one object, not seven paths).
final class ContrastFieldPaths: Sendable {
    /// `standard.title.textStyle`.
    let textStyle: ContrastField
    /// `standard.title.size`.
    let size: ContrastField
    /// `standard.title.weight`.
    let weight: ContrastField
    /// `standard.title.color`.
    let textColor: ContrastField
    /// `standard.backgroundColor`.
    let backgroundColor: ContrastField
    /// `standard.backgroundImage`.
    let backgroundImage: ContrastField
    /// `standard.background`.
    let background: ContrastField

    /// The fields of `role` in `variant`'s fields, placed in `catalogue`.
    private init(_ variant: Variant, role: String, catalogue: FieldCatalogue) {
        let fields = variant.rawValue
        textStyle = ContrastField("\(fields).\(role).textStyle", in: catalogue)
        size = ContrastField("\(fields).\(role).size", in: catalogue)
        weight = ContrastField("\(fields).\(role).weight", in: catalogue)
        textColor = ContrastField("\(fields).\(role).color", in: catalogue)
        backgroundColor = ContrastField("\(fields).backgroundColor", in: catalogue)
        backgroundImage = ContrastField("\(fields).backgroundImage", in: catalogue)
        background = ContrastField("\(fields).background", in: catalogue)
    }

    /// The fields of one bar kind's appearances, at `variant.ordinal * 2` for titles and one more for
    /// large titles; made the first time lint checks an appearance of that bar kind.
    private static func table(_ bar: BarKind) -> [ContrastFieldPaths] {
        let catalogue = FieldCatalogue.of(.appearance, bar: bar)
        return Variant.allCases.flatMap { variant in
            ["title", "largeTitle"].map { ContrastFieldPaths(variant, role: $0, catalogue: catalogue) }
        }
    }

    /// The fields of navigation appearances.
    private static let navigation = table(.navigation)
    /// The fields of tab appearances.
    private static let tab = table(.tab)
    /// The fields of toolbar appearances.
    private static let toolbar = table(.toolbar)

    /// The fields of `role` (`title` or `largeTitle`) in `variant`'s fields of a `bar` appearance.
    static func of(_ variant: Variant, role: String, bar: BarKind) -> ContrastFieldPaths {
        let index = variant.ordinal * 2 + (role == "largeTitle" ? 1 : 0)
        switch bar {
        case .navigation: return navigation[index]
        case .tab: return tab[index]
        case .toolbar: return toolbar[index]
        }
    }
}
