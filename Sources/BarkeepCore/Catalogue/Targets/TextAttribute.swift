/// One entry of a text-attribute dictionary, or one component of the `UIFont` its `.font` entry holds.
package enum TextAttribute: Hashable, Sendable {
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
    /// `.underlineStyle`: the line under the text.
    case underline
    /// `.strikethroughStyle`: the line through the text.
    case strikethrough
    /// A component of the `NSParagraphStyle` in `.paragraphStyle`; the components of one set make one.
    case paragraph(ParagraphComponent)

    /// The `NSAttributedString.Key` the entry is stored under, such as `.font`.
    package var key: String {
        switch self {
        case .foregroundColor: return ".foregroundColor"
        case .font: return ".font"
        case .kern: return ".kern"
        case .baselineOffset: return ".baselineOffset"
        case .shadow: return ".shadow"
        case .underline: return ".underlineStyle"
        case .strikethrough: return ".strikethroughStyle"
        case .paragraph: return ".paragraphStyle"
        }
    }

    /// The attribute's key in a field path, below the prefix of its set (`standard.title.`): `font`,
    /// `size`, `kern`, `shadow.offset.horizontal`. The set's prefix is a field's path without it (but for
    /// a tab item badge's colour, `badge.textColor`, the one attribute of its set).
    package var pathKey: String {
        switch self {
        case .foregroundColor: return "color"
        case .font(.face): return "font"
        case .font(.size): return "size"
        case .font(.weight): return "weight"
        case .font(.textStyle): return "textStyle"
        case .kern: return "kern"
        case .baselineOffset: return "baselineOffset"
        case .shadow(.color): return "shadow.color"
        case .shadow(.offsetHorizontal): return "shadow.offset.horizontal"
        case .shadow(.offsetVertical): return "shadow.offset.vertical"
        case .shadow(.blur): return "shadow.blur"
        case .underline: return "underline"
        case .strikethrough: return "strikethrough"
        case .paragraph(let component): return component.rawValue
        }
    }
}
