/// What a catalogue field sets in SwiftUI, as data the SwiftUI generator acts on, with the iOS version
/// of the modifier (which can be later than the UIKit API's).
package enum SwiftUITarget: Hashable, Sendable {
    /// `toolbarBackground(_:for:)` with a colour (the standard variant's background colour).
    case toolbarBackgroundStyle
    /// `toolbarBackground(_:for:)` with a `Visibility`.
    case toolbarBackgroundVisibility
    /// `toolbarColorScheme(_:for:)`.
    case toolbarColorScheme
    /// `tint(_:)` (iOS 15), `accentColor(_:)` before it: the colour of the bar's buttons.
    case tint
    /// `navigationBarTitleDisplayMode(_:)`: `.large` when true, `.inline` when false.
    case navigationBarTitleDisplayMode
    /// A toolbar preset's title display mode: `toolbarTitleDisplayMode(_:)` (iOS 17) from an iOS 17
    /// deployment target, `navigationBarTitleDisplayMode(_:)` below it.
    case toolbarTitleDisplayMode
    /// The navigation container a toolbar preset wraps its content in (``NavigationContainer``).
    case navigationContainer
    /// `Color(_:)` loading the palette colour's asset by name.
    case colorAsset
    /// `presentationDetents(_:)`.
    case presentationDetents
    /// `presentationDetents(_:selection:)`: the detent the sheet opens at.
    case presentationDetentSelection
    /// `presentationBackgroundInteraction(_:)`: the value's own case, or `.enabled(upThrough:)` for a
    /// detent (`largestUndimmed`, used when no background-interaction value is set).
    case presentationBackgroundInteraction
    /// `presentationDragIndicator(_:)`.
    case presentationDragIndicator
    /// `presentationCornerRadius(_:)`.
    case presentationCornerRadius
    /// `presentationBackground(_:)`.
    case presentationBackground
    /// `interactiveDismissDisabled(_:)`, negated (`dismissible`).
    case interactiveDismissDisabled
    /// `navigationTitle(_:)`.
    case navigationTitle
    /// The platforms the generated toolbar compiles for, as `#if os(…)` branches.
    case toolbarPlatforms
    /// `toolbar(content:)` with one `ToolbarItem` per item.
    case toolbarItems

    /// The modifier as help and the field reference show it; nil for compile-time conditions.
    package var displayName: String? {
        switch self {
        case .toolbarBackgroundStyle, .toolbarBackgroundVisibility: return "toolbarBackground(_:for:)"
        case .toolbarColorScheme: return "toolbarColorScheme(_:for:)"
        case .tint: return "tint(_:) (15.0) / accentColor(_:)"
        case .navigationBarTitleDisplayMode: return "navigationBarTitleDisplayMode(_:)"
        case .toolbarTitleDisplayMode:
            return "navigationBarTitleDisplayMode(_:) / toolbarTitleDisplayMode(_:) (17.0)"
        case .navigationContainer:
            return "NavigationStack (16.0) / NavigationView + navigationViewStyle(.stack)"
        case .colorAsset: return "Color(_:)"
        case .presentationDetents: return "presentationDetents(_:)"
        case .presentationDetentSelection: return "presentationDetents(_:selection:)"
        case .presentationBackgroundInteraction: return "presentationBackgroundInteraction(_:)"
        case .presentationDragIndicator: return "presentationDragIndicator(_:)"
        case .presentationCornerRadius: return "presentationCornerRadius(_:)"
        case .presentationBackground: return "presentationBackground(_:)"
        case .interactiveDismissDisabled: return "interactiveDismissDisabled(_:)"
        case .navigationTitle: return "navigationTitle(_:)"
        case .toolbarPlatforms: return nil
        case .toolbarItems: return "toolbar(content:)"
        }
    }

    /// The platforms that have the modifier, when not all of them do (Apple's documentation): the title
    /// display modes exist on neither macOS nor tvOS (`large` is not on tvOS, and
    /// `navigationBarTitleDisplayMode` is not there at all).
    package var platforms: Set<Platform>? {
        switch self {
        case .navigationBarTitleDisplayMode, .toolbarTitleDisplayMode:
            return [.iOS, .iPadOS, .watchOS, .visionOS]
        default: return nil
        }
    }

    /// The platforms whose SwiftUI has the `ToolbarPlacement` of a bar kind's bar (Apple's documentation):
    /// `navigationBar` (iOS, tvOS, watchOS), `tabBar` (iOS, tvOS) and `bottomBar` (iOS; watchOS only
    /// from watchOS 10, which the SwiftUI file does not assume); visionOS has what iOS has, macOS none.
    package static func barPlatforms(_ bar: BarKind) -> Set<Platform> {
        switch bar {
        case .navigation: return [.iOS, .iPadOS, .tvOS, .watchOS, .visionOS]
        case .tab: return [.iOS, .iPadOS, .tvOS, .visionOS]
        case .toolbar: return [.iOS, .iPadOS, .visionOS]
        }
    }

    /// The iOS version that introduced the modifier (Apple's documentation).
    package var introduced: IOSVersion {
        switch self {
        case .toolbarBackgroundStyle, .toolbarBackgroundVisibility, .toolbarColorScheme, .presentationDetents,
            .presentationDetentSelection, .presentationDragIndicator:
            return .iOS16
        case .presentationBackgroundInteraction, .presentationCornerRadius, .presentationBackground:
            return .iOS16point4
        case .interactiveDismissDisabled: return .iOS15
        case .colorAsset, .tint: return .iOS13
        case .navigationTitle, .toolbarPlatforms, .toolbarItems, .navigationBarTitleDisplayMode,
            .toolbarTitleDisplayMode, .navigationContainer:
            return .iOS14
        }
    }
}
