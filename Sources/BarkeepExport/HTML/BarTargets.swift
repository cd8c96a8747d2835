internal import BarkeepCore

/// The catalogue targets a bar picture reads: the UIKit properties and text-attribute sets behind what
/// is drawn.
enum BarTargets {
    /// `backgroundColor`.
    static let backgroundColor = UIKitTarget.property(.appearance, "backgroundColor")
    /// `backgroundEffect`.
    static let backgroundEffect = UIKitTarget.property(.appearance, "backgroundEffect")
    /// `backgroundImage`.
    static let backgroundImage = UIKitTarget.property(.appearance, "backgroundImage")
    /// `shadowColor`: the hairline.
    static let shadowColor = UIKitTarget.property(.appearance, "shadowColor")
    /// `shadowImage`.
    static let shadowImage = UIKitTarget.property(.appearance, "shadowImage")
    /// The bar's `tintColor`.
    static let tintColor = UIKitTarget.barProperty("tintColor")
    /// A navigation bar's `prefersLargeTitles`.
    static let prefersLargeTitles = UIKitTarget.barProperty("prefersLargeTitles")
    /// A tab bar's `unselectedItemTintColor`.
    static let unselectedItemTintColor = UIKitTarget.barProperty("unselectedItemTintColor")
    /// The navigation title's attributes.
    static let title = TextAttributeSet(.appearance, "titleTextAttributes")
    /// The large title's attributes.
    static let largeTitle = TextAttributeSet(.appearance, "largeTitleTextAttributes")
    /// The title's position adjustment.
    static let titleOffset = OffsetProperty(.appearance, "titlePositionAdjustment")

    /// The title attributes of `group`'s buttons in their normal state.
    static func buttonTitle(_ group: ButtonGroup) -> TextAttributeSet {
        TextAttributeSet(.button(group, .normal), "titleTextAttributes")
    }

    /// The title attributes of stacked tab items in `state`.
    static func itemTitle(_ state: ItemState) -> TextAttributeSet {
        TextAttributeSet(.item(.stacked, state), "titleTextAttributes")
    }

    /// The icon colour of stacked tab items in `state`.
    static func itemIcon(_ state: ItemState) -> UIKitTarget {
        .property(.item(.stacked, state), "iconColor")
    }

    /// The badge colour of stacked tab items in `state`.
    static func badgeBackground(_ state: ItemState) -> UIKitTarget {
        .property(.item(.stacked, state), "badgeBackgroundColor")
    }

    /// The badge text colour of stacked tab items in `state`.
    static func badgeText(_ state: ItemState) -> UIKitTarget {
        .textAttribute(TextAttributeSet(.item(.stacked, state), "badgeTextAttributes"), .foregroundColor)
    }
}
