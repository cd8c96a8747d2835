/// A bar-button appearance of a navigation or toolbar appearance: plain, done or back buttons.
package enum ButtonGroup: String, CaseIterable, Sendable {
    case button, doneButton, backButton

    /// The `UIBarButtonItemAppearance` property, such as `doneButtonAppearance`.
    package var swiftProperty: String { rawValue + "Appearance" }

    /// The property that replaces this one from an iOS version on: `doneButtonAppearance` is deprecated
    /// in iOS 26, where prominent buttons take the place of done buttons (`prominentButtonAppearance`).
    package var successor: (swiftProperty: String, introduced: IOSVersion)? {
        self == .doneButton ? ("prominentButtonAppearance", .iOS26) : nil
    }

    /// The property code for `deploymentTarget` writes: the successor from its iOS version on, so that
    /// no target gets a deprecation warning.
    package func swiftProperty(deploymentTarget: IOSVersion) -> String {
        guard let successor, deploymentTarget >= successor.introduced else { return swiftProperty }
        return successor.swiftProperty
    }

    /// The groups `bar` has: navigation bars all three, toolbars plain and done, tab bars none.
    package static func groups(of bar: BarKind) -> [ButtonGroup] {
        switch bar {
        case .navigation: return [.button, .doneButton, .backButton]
        case .toolbar: return [.button, .doneButton]
        case .tab: return []
        }
    }
}
