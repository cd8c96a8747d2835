/// What a standard-variant field sets with the bar API from before iOS 13 (`UIBarAppearance`), for
/// deployment targets below 13.0: the same data, written to the bar itself or to an appearance proxy.
public enum LegacyTarget: Hashable, Sendable {
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
    public static let translucencyProperty = "isTranslucent"
}
