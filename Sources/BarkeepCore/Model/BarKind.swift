/// The three kinds of bar an appearance styles.
public enum BarKind: String, CaseIterable, Codable, Sendable {
    case navigation
    case tab
    case toolbar

    /// The appearance variants this bar kind has, in declaration order.
    public var variants: [Variant] {
        switch self {
        case .navigation, .toolbar: return [.standard, .scrollEdge, .compact, .compactScrollEdge]
        case .tab: return [.standard, .scrollEdge]
        }
    }

    /// The iOS version that introduced a variant's property on this bar (from Apple's documentation).
    public func introduced(_ variant: Variant) -> IOSVersion {
        switch (self, variant) {
        case (_, .standard), (.navigation, .scrollEdge), (_, .compact): return .iOS13
        case (_, .scrollEdge), (_, .compactScrollEdge): return .iOS15
        }
    }

    /// The UIKit bar class of this bar kind.
    public var viewClassName: String {
        switch self {
        case .navigation: return "UINavigationBar"
        case .tab: return "UITabBar"
        case .toolbar: return "UIToolbar"
        }
    }

    /// The UIKit appearance class of this bar kind.
    public var appearanceClassName: String {
        switch self {
        case .navigation: return "UINavigationBarAppearance"
        case .tab: return "UITabBarAppearance"
        case .toolbar: return "UIToolbarAppearance"
        }
    }
}
