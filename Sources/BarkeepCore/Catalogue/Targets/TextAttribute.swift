/// One entry of a text-attribute dictionary, or one component of the `UIFont` its `.font` entry holds.
public enum TextAttribute: Hashable, Sendable {
    /// `.foregroundColor`: a `UIColor`.
    case foregroundColor
    /// A component of `.font`; the components of one set make one `UIFont`.
    case font(FontComponent)
    /// `.kern`: letter spacing in points.
    case kern
    /// `.baselineOffset`: how far the text sits above its baseline, in points.
    case baselineOffset
    /// A component of the `NSShadow` in `.shadow`; the components of one set make one shadow.
    case shadow(ShadowComponent)

    /// The `NSAttributedString.Key` the entry is stored under, such as `.font`.
    public var key: String {
        switch self {
        case .foregroundColor: return ".foregroundColor"
        case .font: return ".font"
        case .kern: return ".kern"
        case .baselineOffset: return ".baselineOffset"
        case .shadow: return ".shadow"
        }
    }
}
