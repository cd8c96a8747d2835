/// The fields the contrast rule reads for one text role in one variant's
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
    private init(_ variant: Variant, role: TextRole, catalogue: FieldCatalogue) {
        func field(_ target: UIKitTarget) -> ContrastField {
            ContrastField(target, in: variant, of: catalogue)
        }
        let text = role.attributes
        textStyle = field(.textAttribute(text, .font(.textStyle)))
        size = field(.textAttribute(text, .font(.size)))
        weight = field(.textAttribute(text, .font(.weight)))
        textColor = field(.textAttribute(text, .foregroundColor))
        backgroundColor = field(.property(.appearance, "backgroundColor"))
        backgroundImage = field(.property(.appearance, "backgroundImage"))
        background = field(.backgroundPreset)
    }

    /// The fields of one bar kind's appearances, by variant and then role; made the first time lint checks an appearance of that bar kind.
    private static func table(_ bar: BarKind) -> [ContrastFieldPaths] {
        let catalogue = FieldCatalogue.of(.appearance, bar: bar)
        return Variant.allCases.flatMap { variant in
            TextRole.allCases.map { ContrastFieldPaths(variant, role: $0, catalogue: catalogue) }
        }
    }

    /// The fields of navigation appearances.
    private static let navigation = table(.navigation)
    /// The fields of tab appearances.
    private static let tab = table(.tab)
    /// The fields of toolbar appearances.
    private static let toolbar = table(.toolbar)

    /// The fields of `role` in `variant`'s fields of a `bar` appearance.
    static func of(_ variant: Variant, role: TextRole, bar: BarKind) -> ContrastFieldPaths {
        let index = variant.ordinal * TextRole.allCases.count + TextRole.allCases.firstIndex(of: role)!
        switch bar {
        case .navigation: return navigation[index]
        case .tab: return tab[index]
        case .toolbar: return toolbar[index]
        }
    }
}
