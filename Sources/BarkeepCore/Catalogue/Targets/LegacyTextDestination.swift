/// Where the pre-iOS 13 bar API keeps a text-attribute dictionary.
public enum LegacyTextDestination: Hashable, Sendable {
    /// A dictionary property of the bar (`titleTextAttributes`, iOS 5.0; `largeTitleTextAttributes`,
    /// iOS 11.0).
    case barProperty(String, IOSVersion)
    /// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [<bar>.self]).setTitleTextAttributes(_:for:)`
    /// for a `UIControl.State`.
    case barButtonItemProxy(state: String)
    /// `UITabBarItem.appearance().setTitleTextAttributes(_:for:)` for a `UIControl.State`.
    case tabBarItemProxy(state: String)

    /// Whether the destination is an appearance proxy (set once, globally) rather than the bar.
    public var isProxy: Bool {
        switch self {
        case .barProperty: return false
        case .barButtonItemProxy, .tabBarItemProxy: return true
        }
    }
}
