/// A bar-button state: the `UIBarButtonItemStateAppearance` properties of `UIBarButtonItemAppearance`.
package enum ButtonState: String, CaseIterable, Sendable {
    case normal, highlighted, disabled, focused
}
