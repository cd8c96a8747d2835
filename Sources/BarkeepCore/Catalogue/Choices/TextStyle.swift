/// A Dynamic Type text style: the `UIFont.TextStyle` constants a font scales with.
package enum TextStyle: String, ChoiceDomain {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1,
        caption2

    /// `UIFont.TextStyle`.
    package static var swiftType: String? { "UIFont.TextStyle" }

    /// The style's point size at the default (Large) text size.
    package var defaultPointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    /// The style's own weight when it is not regular (`headline` is semibold).
    package var defaultWeight: FontWeight? { self == .headline ? .semibold : nil }
}
