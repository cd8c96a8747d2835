/// What a standard-variant field sets with the bar API from before iOS 13 (`UIBarAppearance`), for
/// deployment targets below 13.0: the same data, written to the bar itself or to an appearance proxy.
package enum LegacyTarget: Hashable, Sendable {
    /// A property of the bar view, with the iOS version that introduced it (`barTintColor`, 7.0).
    case barProperty(String, IOSVersion)
    /// `setBackgroundImage(_:for: .default)` on a navigation bar.
    case backgroundImageForDefaultMetrics
    /// `isTranslucent = false` for an opaque background preset.
    case translucency
    /// The entries of a text-attribute dictionary, written to `destination`.
    case textAttributes(LegacyTextDestination)
    /// One component of the back button's title offset: the `UIBarButtonItem` proxy's
    /// `setBackButtonTitlePositionAdjustment(_:for: .default)` (iOS 5), inside navigation bars.
    case backButtonTitleOffset(OffsetComponent)

    /// The bar property ``translucency`` sets.
    package static let translucencyProperty = "isTranslucent"

    /// The iOS version that introduced the API.
    package var introduced: IOSVersion {
        switch self {
        case .barProperty(_, let introduced): return introduced
        case .textAttributes(let destination): return destination.introduced
        case .translucency: return IOSVersion(3)
        case .backgroundImageForDefaultMetrics, .backButtonTitleOffset: return IOSVersion(5)
        }
    }

    /// The API as help and the field reference show it, such as `barTintColor` or
    /// `UITabBarItem.appearance().setTitleTextAttributes(_:for: .selected)`.
    package var displayName: String {
        switch self {
        case .barProperty(let property, _): return property
        case .backgroundImageForDefaultMetrics: return "setBackgroundImage(_:for: .default)"
        case .translucency: return Self.translucencyProperty
        case .textAttributes(let destination): return destination.displayName
        case .backButtonTitleOffset(let component):
            return "UIBarButtonItem.appearance(whenContainedInInstancesOf:)"
                + ".setBackButtonTitlePositionAdjustment(_:for: .default)."
                + component.rawValue
        }
    }
}
