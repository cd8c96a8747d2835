/// One entry of a text-attribute dictionary, or one component of the `UIFont` its `.font` entry holds.
public enum TextAttribute: Hashable, Sendable {
    /// `.foregroundColor`: a `UIColor`.
    case foregroundColor
    /// A component of `.font`; the components of one set make one `UIFont`.
    case font(FontComponent)
    /// `.kern`: letter spacing in points.
    case kern

    /// The `NSAttributedString.Key` the entry is stored under, such as `.font`.
    public var key: String {
        switch self {
        case .foregroundColor: return ".foregroundColor"
        case .font: return ".font"
        case .kern: return ".kern"
        }
    }
}
