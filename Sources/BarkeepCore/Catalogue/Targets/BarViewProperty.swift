/// A property of the bar view or of its layer that apps style bars with besides the appearance objects:
/// the layer's shadow and border, and `clipsToBounds` (the old way to hide the hairline). No appearance
/// proxy carries them (they are not `UI_APPEARANCE_SELECTOR`s), so they are set on each bar.
package enum BarViewProperty: Hashable, Sendable {
    /// `clipsToBounds`, which is the layer's `masksToBounds`.
    case clipsToBounds
    /// `layer.shadowColor`, a `CGColor`.
    case shadowColor
    /// `layer.shadowOpacity`, a `Float` from 0 to 1.
    case shadowOpacity
    /// One component of `layer.shadowOffset`, a `CGSize`; the two make one value.
    case shadowOffset(SizeComponent)
    /// `layer.shadowRadius`.
    case shadowRadius
    /// `layer.borderWidth`.
    case borderWidth
    /// `layer.borderColor`, a `CGColor`.
    case borderColor

    /// The property's name on the bar's layer (`shadowColor`; `masksToBounds` for `clipsToBounds`).
    package var layerName: String {
        switch self {
        case .clipsToBounds: return "masksToBounds"
        case .shadowColor: return "shadowColor"
        case .shadowOpacity: return "shadowOpacity"
        case .shadowOffset: return "shadowOffset"
        case .shadowRadius: return "shadowRadius"
        case .borderWidth: return "borderWidth"
        case .borderColor: return "borderColor"
        }
    }

    /// The property's name on the bar view itself, for the one `UIView` declares (`clipsToBounds`).
    package var viewName: String? { self == .clipsToBounds ? "clipsToBounds" : nil }

    /// The property as code reaches it from the bar: `clipsToBounds`, `layer.shadowOffset`.
    package var swiftPath: String { viewName ?? "layer." + layerName }

    /// Whether the property holds a `CGColor`, which code writes as a `UIColor`'s `cgColor`.
    package var isCGColor: Bool { self == .shadowColor || self == .borderColor }

    /// The iOS version that introduced the property: 3.2 for the layer's shadow, 2.0 otherwise.
    package var introduced: IOSVersion {
        switch self {
        case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius: return IOSVersion(3, 2)
        case .clipsToBounds, .borderWidth, .borderColor: return IOSVersion(2)
        }
    }
}
