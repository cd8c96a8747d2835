/// One of an appearance's field sets: what the bar looks like in a given state.
public enum Variant: String, CaseIterable, Codable, Sendable {
    case standard
    case scrollEdge
    case compact
    case compactScrollEdge

    /// The variant an unset field falls back to (resolution rule 2); nil for `standard`.
    public var fallback: Variant? {
        switch self {
        case .standard: return nil
        case .scrollEdge, .compact: return .standard
        case .compactScrollEdge: return .scrollEdge
        }
    }

    /// The UIKit bar property holding this variant, such as `scrollEdgeAppearance`.
    public var barPropertyName: String { rawValue + "Appearance" }
}

extension Variant {
    /// The variant's index in `allCases`, for tables with one slot per variant.
    var ordinal: Int {
        switch self {
        case .standard: return 0
        case .scrollEdge: return 1
        case .compact: return 2
        case .compactScrollEdge: return 3
        }
    }
}
