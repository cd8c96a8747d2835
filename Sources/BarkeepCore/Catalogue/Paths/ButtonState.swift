/// A bar-button state: the `UIBarButtonItemStateAppearance` properties of `UIBarButtonItemAppearance`.
public enum ButtonState: String, CaseIterable, Sendable {
    case normal, highlighted, disabled, focused
}
