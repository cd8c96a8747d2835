/// An API the SwiftUI export writes besides the modifiers of fields (``SwiftUITarget``), with the
/// iOS release that brought it and the platforms that lack it (Apple's documentation and Apple's pages):
/// the SwiftUI file reads versions here, never from constants of its own.
public enum SwiftUIAPI: CaseIterable, Sendable {
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

    /// The iOS release that brought the API; other platforms got it in the releases beside it
    /// (``PlatformRelease``).
    public var introduced: IOSVersion {
        switch self {
        case .swiftUI: return .iOS13
        case .toolbar: return .iOS14
        case .platformColor, .tint: return .iOS15
        case .navigationStack: return .iOS16
        case .toolbarTitleDisplayMode: return .iOS17
        case .toolbarBackgroundVisibility: return .iOS18
        }
    }

    /// The releases of every platform that brought the API.
    public var releases: PlatformRelease { PlatformRelease(besideIOS: introduced) }
}
