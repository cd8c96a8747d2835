/// A resolved field value: UIKit's default, a colour resolved to sRGB, or any other value as written.
public enum ResolvedValue: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's own default applies (unset everywhere, set to `default`, or the variant is left to UIKit).
    case uikitDefault
    /// A colour, palette references resolved.
    case color(ResolvedColor)
    /// Any other value, as the field holds it (never `.color` or `.uikitDefault`).
    case value(FieldValue)

    /// Whether UIKit's default applies.
    public var isUIKitDefault: Bool { self == .uikitDefault }

    /// The colour, for colour fields that resolve to one.
    public var color: ResolvedColor? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// The value as the field holds it, for non-colour fields that are not UIKit's default.
    public var fieldValue: FieldValue? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The number, for number fields.
    public var number: Double? {
        if case .value(.number(let number)) = self { return number }
        return nil
    }

    /// The chosen word, for choice fields.
    public var choice: String? {
        if case .value(.choice(let choice)) = self { return choice }
        return nil
    }

    /// The flag, for boolean fields.
    public var bool: Bool? {
        if case .value(.bool(let flag)) = self { return flag }
        return nil
    }

    /// `default`, a colour's ``ResolvedColor/description``, or the value's canonical text.
    public var description: String {
        switch self {
        case .uikitDefault: return "default"
        case .color(let color): return color.description
        case .value(let value): return value.canonicalText
        }
    }
}
