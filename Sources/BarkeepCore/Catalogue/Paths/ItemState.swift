/// A tab bar item state: the `UITabBarItemStateAppearance` properties of `UITabBarItemAppearance`.
public enum ItemState: String, CaseIterable, Sendable {
    case normal, selected, disabled, focused
}
