extension UIKitTarget {
    /// What the target's standard-variant value becomes with the pre-iOS 13 API of `bar`, if anything:
    /// background colour → `barTintColor`, background image → `setBackgroundImage(_:for:)`, title
    /// attributes → the bar's `titleTextAttributes`, button and tab item titles → the item proxies, and
    /// so on. Derived from the typed target, so every exporter reads one mapping.
    package func legacyTarget(for bar: BarKind) -> LegacyTarget? {
        switch (self, bar) {
        case (.property(.appearance, "backgroundColor"), _):
            return .barProperty("barTintColor", IOSVersion(7))
        case (.property(.appearance, "backgroundImage"), .navigation):
            return .backgroundImageForDefaultMetrics
        case (.property(.appearance, "shadowImage"), .navigation):
            return .barProperty("shadowImage", IOSVersion(6))
        case (.backIndicator(.image), .navigation):
            return .barProperty("backIndicatorImage", IOSVersion(7))
        case (.backIndicator(.transitionMask), .navigation):
            return .barProperty("backIndicatorTransitionMaskImage", IOSVersion(7))
        case (.property(.item(.stacked, .selected), "iconColor"), .tab):
            return .barProperty("tintColor", IOSVersion(2))
        case (.property(.item(.stacked, .normal), "iconColor"), .tab):
            return .barProperty("unselectedItemTintColor", IOSVersion(10))
        case (.offsetComponent(Self.backButtonTitleOffset, let component), .navigation):
            return .backButtonTitleOffset(component)
        case (.backgroundPreset, _):
            return .translucency
        case (.legacyValue(_, let legacy), _):
            return legacy
        case (.textAttribute(let set, _), _):
            return Self.legacyDestination(of: set, bar: bar).map(LegacyTarget.textAttributes)
        default:
            return nil
        }
    }

    /// The normal back button's title offset, which the bar-button proxy sets before iOS 13.
    private static let backButtonTitleOffset = OffsetProperty(
        .button(.backButton, .normal), "titlePositionAdjustment")

    /// Where `set` lives in the pre-iOS 13 API of `bar`.
    private static func legacyDestination(of set: TextAttributeSet, bar: BarKind) -> LegacyTextDestination? {
        switch (set.object, set.property, bar) {
        case (.appearance, "titleTextAttributes", .navigation):
            return .barProperty("titleTextAttributes", IOSVersion(5))
        case (.appearance, "largeTitleTextAttributes", .navigation):
            return .barProperty("largeTitleTextAttributes", .iOS11)
        case (_, "titleTextAttributes", .navigation), (_, "titleTextAttributes", .toolbar):
            guard let state = ButtonState.allCases.first(where: { set.object == .button(.button, $0) }) else {
                return nil
            }
            return .barButtonItemProxy(state: state.rawValue)
        case (_, "titleTextAttributes", .tab):
            guard let state = ItemState.allCases.first(where: { set.object == .item(.stacked, $0) }) else {
                return nil
            }
            return .tabBarItemProxy(state: state.rawValue)
        default:
            return nil
        }
    }
}
