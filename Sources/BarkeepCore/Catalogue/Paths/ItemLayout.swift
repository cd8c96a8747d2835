/// A tab bar item layout: the `UITabBarItemAppearance` properties of `UITabBarAppearance`.
package enum ItemLayout: String, CaseIterable, Sendable {
    case stacked, inline, compactInline

    /// The property, such as `stackedLayoutAppearance`.
    package var swiftProperty: String { rawValue + "LayoutAppearance" }
}
