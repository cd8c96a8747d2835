/// A tab bar item state: the `UITabBarItemStateAppearance` properties of `UITabBarItemAppearance`.
package enum ItemState: String, CaseIterable, Sendable {
    case normal, selected, disabled, focused
}
