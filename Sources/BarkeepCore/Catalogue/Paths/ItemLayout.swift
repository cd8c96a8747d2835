/// A tab bar item layout: the `UITabBarItemAppearance` properties of `UITabBarAppearance`.
public enum ItemLayout: String, CaseIterable, Sendable {
    case stacked, inline, compactInline

    /// The property, such as `stackedLayoutAppearance`.
    public var swiftProperty: String { rawValue + "LayoutAppearance" }
}
