/// A resolved theme: its members resolved, and the deployment target its exports and lint use.
public struct ResolvedTheme: Hashable, Sendable {
    /// The deployment target of a theme that does not set one.
    public static let defaultDeploymentTarget = IOSVersion.iOS15

    /// The iOS version the theme's code targets.
    public let deploymentTarget: IOSVersion
    /// The navigation bar appearance.
    public let navigation: ResolvedEntity?
    /// The tab bar appearance.
    public let tab: ResolvedEntity?
    /// The toolbar appearance.
    public let toolbar: ResolvedEntity?
    /// The navigation bar layout preset.
    public let layout: ResolvedEntity?
    /// The sheet presets, in order.
    public let sheets: [ResolvedEntity]
    /// The SwiftUI toolbar presets, in order.
    public let toolbars: [ResolvedEntity]
    /// Appearances applied inside container classes (`appearance(whenContainedInInstancesOf:)`).
    public let scoped: [ResolvedEntity]

    /// The appearance the theme uses for `bar`.
    public func appearance(for bar: BarKind) -> ResolvedEntity? {
        switch bar {
        case .navigation: return navigation
        case .tab: return tab
        case .toolbar: return toolbar
        }
    }

    /// Every member: appearances (navigation, tab, toolbar), layout, sheets, then toolbars.
    public var members: [ResolvedEntity] {
        [navigation, tab, toolbar, layout].compactMap(\.self) + sheets + toolbars + scoped
    }
}
