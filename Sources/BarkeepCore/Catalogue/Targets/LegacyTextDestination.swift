/// Where the pre-iOS 13 bar API keeps a text-attribute dictionary.
package enum LegacyTextDestination: Hashable, Sendable {
    /// A dictionary property of the bar (`titleTextAttributes`, iOS 5.0; `largeTitleTextAttributes`,
    /// iOS 11.0).
    case barProperty(String, IOSVersion)
    /// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [<bar>.self]).setTitleTextAttributes(_:for:)`
    /// for a `UIControl.State`.
    case barButtonItemProxy(state: String)
    /// `UITabBarItem.appearance().setTitleTextAttributes(_:for:)` for a `UIControl.State`.
    case tabBarItemProxy(state: String)

    /// Whether the destination is an appearance proxy (set once, globally) rather than the bar.
    package var isProxy: Bool {
        switch self {
        case .barProperty: return false
        case .barButtonItemProxy, .tabBarItemProxy: return true
        }
    }

    /// The iOS version that introduced the API: the bar property's, or iOS 5 for the proxies'
    /// `setTitleTextAttributes(_:for:)`.
    package var introduced: IOSVersion {
        if case .barProperty(_, let introduced) = self { return introduced }
        return IOSVersion(5)
    }

    /// The API as help and the field reference show it.
    package var displayName: String {
        switch self {
        case .barProperty(let property, _): return property
        case .barButtonItemProxy(let state):
            return
                "UIBarButtonItem.appearance(whenContainedInInstancesOf:).setTitleTextAttributes(_:for: .\(state))"
        case .tabBarItemProxy(let state):
            return "UITabBarItem.appearance().setTitleTextAttributes(_:for: .\(state))"
        }
    }
}
