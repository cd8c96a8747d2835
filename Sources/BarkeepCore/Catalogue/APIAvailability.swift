/// Every iOS version the exporters, lint and the Swift import depend on that is not a field's own
/// (``FieldSpec/introduced``, ``SwiftUITarget/introduced``): the APIs generated code calls besides the
/// properties of fields, and the UIKit behaviours it works around, with the release that brought each
/// (Apple's documentation). Code and messages read versions here, never from constants of their own.
package enum APIAvailability: CaseIterable, Sendable {
    /// `UINavigationBarAppearance` and its siblings, the bars' `standardAppearance`; below it, the bars'
    /// own properties (`barTintColor`, `titleTextAttributes`).
    case barAppearance
    /// `UIColor(dynamicProvider:)` and the system colours that adapt to dark mode.
    case dynamicColor
    /// `UIWindowScene`, through which a theme switch reaches every window.
    case windowScene
    /// `UIImage(systemName:)`: SF Symbols.
    case symbolImage
    /// `UIColor(named:in:compatibleWith:)`, colours from an asset catalog.
    case namedColor
    /// `UIFontMetrics`, which scales a font with Dynamic Type.
    case fontMetrics
    /// `UIView.safeAreaInsets` and `UIViewController.additionalSafeAreaInsets`.
    case safeArea
    /// The navigation controller laying its bar out at the system height itself, no longer asking the
    /// bar's `sizeThatFits(_:)`.
    case navigationBarSelfSizing
    /// `UISheetPresentationController`.
    case sheetPresentationController
    /// `UISheetPresentationController.Detent.custom(identifier:resolver:)`: detents of any height.
    case customSheetDetents
    /// A bar drawing its scroll-edge appearance whenever content is scrolled to its edge, on every bar
    /// kind (a nil one is the standard appearance with a transparent background).
    case scrollEdgeOnEveryBar
    /// SwiftUI itself: `View`, `ViewModifier`, `Color(_:bundle:)`, `accentColor(_:)`.
    case swiftUI
    /// `toolbar(content:)` and `ToolbarItem`.
    case toolbar
    /// `Color(uiColor:)` (iOS, tvOS, visionOS) and `Color(nsColor:)` (macOS): a SwiftUI colour made
    /// from the platform's dynamic colour.
    case platformColor
    /// `tint(_:)`, the successor of `accentColor(_:)` for a view's controls.
    case tint
    /// `NavigationStack`.
    case navigationStack
    /// `toolbarTitleDisplayMode(_:)`, the successor of `navigationBarTitleDisplayMode(_:)`.
    case toolbarTitleDisplayMode
    /// `toolbarBackgroundVisibility(_:for:)`, the successor of `toolbarBackground(_ visibility:for:)`.
    case toolbarBackgroundVisibility

    /// The iOS release that brought the API or behaviour.
    package var introduced: IOSVersion {
        switch self {
        case .namedColor, .fontMetrics, .safeArea, .navigationBarSelfSizing: return .iOS11
        case .barAppearance, .dynamicColor, .windowScene, .symbolImage, .swiftUI: return .iOS13
        case .toolbar: return .iOS14
        case .sheetPresentationController, .scrollEdgeOnEveryBar, .platformColor, .tint: return .iOS15
        case .customSheetDetents, .navigationStack: return .iOS16
        case .toolbarTitleDisplayMode: return .iOS17
        case .toolbarBackgroundVisibility: return .iOS18
        }
    }

    /// The releases of every platform that brought the API: for the SwiftUI ones, the releases beside
    /// the iOS one (``PlatformRelease``).
    package var releases: PlatformRelease { PlatformRelease(besideIOS: introduced) }
}
