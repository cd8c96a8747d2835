/// An API the UIKit export writes besides the properties of fields (``UIKitTarget``), with the iOS
/// release that brought it (Apple's documentation): the UIKit file reads versions here, never from
/// constants of its own, and lint reads the same table.
public enum UIKitAPI: CaseIterable, Sendable {
    /// `UINavigationBarAppearance` and its siblings, the bars' `standardAppearance`.
    case barAppearance
    /// `UIColor(dynamicProvider:)` and the system colours that adapt to dark mode.
    case dynamicColor
    /// `UIWindowScene`, through which a theme switch reaches every window.
    case windowScene
    /// `UIColor(named:in:compatibleWith:)`, colours from an asset catalog.
    case namedColor
    /// `UIFontMetrics`, which scales a font with Dynamic Type.
    case fontMetrics
    /// `UIView.safeAreaInsets` and `UIViewController.additionalSafeAreaInsets`.
    case safeArea
    /// `UISheetPresentationController`.
    case sheetPresentationController

    /// The iOS release that brought the API.
    public var introduced: IOSVersion {
        switch self {
        case .barAppearance, .dynamicColor, .windowScene: return .iOS13
        case .namedColor, .fontMetrics, .safeArea: return .iOS11
        case .sheetPresentationController: return .iOS15
        }
    }
}
