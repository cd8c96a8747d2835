/// A colour value as written in a palette colour or an appearance's colour field.
///
/// The accepted texts are `#RGB`, `#RRGGBB`, `#RRGGBBAA` (sRGB, hex digits in either case), `clear`,
/// `system:<name>` (a UIKit `UIColor` class-property name) and `{palette.name}`. The word `default`
/// ("UIKit's own default") is a field setting, not a colour, and is rejected here like any other text.
public enum ColorValue: Hashable, Sendable {
    /// A literal sRGB colour, from a hex text.
    case rgba(RGBA)
    /// Fully transparent, from `clear`.
    case clear
    /// A UIKit colour, from `system:<name>`. Boxed: a system colour carries its values in every
    /// appearance, and unboxed it would make every colour (and every field value) five times larger.
    indirect case system(SystemColor)
    /// Another palette colour, by name, from `{name}`; resolved against the palette elsewhere.
    case reference(String)

    /// The prefix of a UIKit colour value.
    private static let systemPrefix = "system:"

    /// Parses a colour value; surrounding spaces and tabs are ignored.
    public static func parse(_ text: String) throws(ColorValueError) -> ColorValue {
        let trimmed = trimmingBlanks(text)
        if trimmed == "clear" {
            return .clear
        }
        if trimmed.hasPrefix("#") {
            return .rgba(try parseHex(trimmed.dropFirst(), text: text))
        }
        if trimmed.hasPrefix(systemPrefix) {
            return .system(try parseSystemName(trimmed.dropFirst(systemPrefix.count), text: text))
        }
        if trimmed.hasPrefix("{") || trimmed.hasSuffix("}") {
            return .reference(try parseReference(trimmed, text: text))
        }
        let problem = trimmed.isEmpty ? "the value is empty" : nil
        throw .notAColor(text, problem: problem)
    }

    /// The colour of the UTF-8 bytes of a hex colour without blanks (`#` and 3, 6 or 8 hex digits, as
    /// canonical stored text is), or nil for any other text: what ``parse(_:)`` gives for that text,
    /// without making a `String` or looking at characters. Text that is not in this form goes to `parse`.
    static func hexColor(utf8 text: UnsafeBufferPointer<UInt8>) -> ColorValue? {
        guard text.first == UInt8(ascii: "#"), let color = RGBA(hexDigitBytes: text.dropFirst()) else {
            return nil
        }
        return .rgba(color)
    }

    /// The value in canonical spelling: `#RRGGBB` or `#RRGGBBAA` in uppercase, `clear`, `system:<name>` or
    /// `{name}`. Parsing it gives back an equal value.
    public var canonicalText: String {
        switch self {
        case .rgba(let color): color.hexString
        case .clear: "clear"
        case .system(let systemColor): Self.systemPrefix + systemColor.name
        case .reference(let name): "{\(name)}"
        }
    }

    /// The colour in every appearance, or `nil` for a palette reference, which needs the palette.
    public var adaptiveColor: AdaptiveColor? {
        switch self {
        case .rgba(let color): AdaptiveColor(light: color)
        case .clear: AdaptiveColor(light: .clear)
        case .system(let systemColor): systemColor.color
        case .reference: nil
        }
    }

    /// The colour of `#digits`, or a message saying what is wrong with the digits.
    private static func parseHex(_ digits: Substring, text: String) throws(ColorValueError) -> RGBA {
        if let color = RGBA(hexDigits: digits) {
            return color
        }
        if let bad = digits.first(where: { RGBA.hexDigitValue($0) == nil }) {
            throw .notAColor(text, problem: "'\(bad)' is not a hex digit (0–9, A–F)")
        }
        throw .notAColor(text, problem: "a hex colour has 3, 6 or 8 digits, not \(digits.count)")
    }

    /// The UIKit colour called `name`, or a message suggesting close names.
    private static func parseSystemName(
        _ name: Substring,
        text: String
    ) throws(ColorValueError) -> SystemColor {
        guard !name.isEmpty else {
            throw .notAColor(text, problem: "the UIKit colour name after 'system:' is missing")
        }
        guard let systemColor = SystemColor.named(String(name)) else {
            throw .unknownSystemColor(text, name: String(name))
        }
        return systemColor
    }

    /// The palette name inside `{…}`, or a message saying what is wrong with it.
    private static func parseReference(_ braced: String, text: String) throws(ColorValueError) -> String {
        guard braced.count >= 2, braced.hasPrefix("{"), braced.hasSuffix("}") else {
            throw .badReference(text, problem: "a reference is a palette name between '{' and '}'")
        }
        let name = String(braced.dropFirst().dropLast())
        if let violation = EntityNameRule.violation(in: name) {
            throw .badReference(text, problem: violation)
        }
        return name
    }

    /// `text` without leading and trailing spaces and tabs.
    private static func trimmingBlanks(_ text: String) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = text.firstIndex(where: { !isBlank($0) }),
            let end = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[start...end])
    }
}
