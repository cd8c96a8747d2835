/// A bar-button appearance of a navigation or toolbar appearance: plain, done or back buttons.
public enum ButtonGroup: String, CaseIterable, Sendable {
    case button, doneButton, backButton

    /// The `UIBarButtonItemAppearance` property, such as `doneButtonAppearance`.
    public var swiftProperty: String { rawValue + "Appearance" }

    /// The groups `bar` has: navigation bars all three, toolbars plain and done, tab bars none.
    public static func groups(of bar: BarKind) -> [ButtonGroup] {
        switch bar {
        case .navigation: return [.button, .doneButton, .backButton]
        case .toolbar: return [.button, .doneButton]
        case .tab: return []
        }
    }
}
