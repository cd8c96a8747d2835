internal import BarkeepCore

/// A colour written as CSS writes it, the way Tokens Studio and Style Dictionary files often hold
/// colour values instead of the W3C object form: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`,
/// `rgb()`/`rgba()` and `hsl()`/`hsla()` in the comma or the space syntax (alpha after a comma or a
/// `/`, as a number or a percentage), `transparent`, and Tokens Studio's `rgba(#RRGGBB, alpha)`.
///
/// Channels follow CSS Color 4: `rgb` channels are numbers 0…255 or percentages, `hsl` takes a hue in
/// degrees (`deg` optional) and saturation and lightness in percent; values out of range are clamped,
/// as CSS clamps them. Tokens Studio's `rgba({alias}, alpha)` is an alias, not a colour: the reader
/// resolves it (``aliasWithAlpha(_:)``).
enum CSSColorString {
    /// The forms ``color(_:)`` reads, for error messages.
    static let forms = "#RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), rgba(), hsl(), hsla(), transparent"

    /// The colour `text` spells, or nil when it is none of the forms above.
    static func color(_ text: String) -> RGBA? {
        let lowered = String(trimmed(text.lowercased()[...]))
        if lowered == "transparent" { return .clear }
        if lowered.hasPrefix("#") { return hex(lowered.dropFirst()) }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let arguments = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
            .split { $0 == "," || $0 == "/" || $0 == " " || $0 == "\t" }
        switch trimmed(lowered[..<open]) {
        case "rgb", "rgba": return rgb(arguments)
        case "hsl", "hsla": return hsl(arguments)
        default: return nil
        }
    }

    /// The alias and alpha of Tokens Studio's `rgba({colors.black}, 0.5)`: another colour token at
    /// another opacity. The alias keeps its case (token paths are case-sensitive).
    static func aliasWithAlpha(_ text: String) -> (alias: String, alpha: Double)? {
        let whole = trimmed(text[...])
        guard let open = whole.firstIndex(of: "("), whole.hasSuffix(")"),
            ["rgb", "rgba"].contains(trimmed(whole[..<open]).lowercased())
        else { return nil }
        let arguments = whole[whole.index(after: open)..<whole.index(before: whole.endIndex)]
            .split(separator: ",").map(trimmed)
        guard arguments.count == 2, arguments[0].hasPrefix("{"), arguments[0].hasSuffix("}"),
            let alpha = alpha(trimmed(arguments[1]).lowercased()[...])
        else { return nil }
        return (String(arguments[0].dropFirst().dropLast()), alpha)
    }

    /// `#` and three, four, six or eight hex digits.
    private static func hex(_ digits: Substring) -> RGBA? {
        guard digits.count == 4 else { return RGBA(hexDigits: digits) }
        return RGBA(hexDigits: String(digits.flatMap { [$0, $0] }))
    }

    /// The arguments of `rgb()`: three channels and an optional alpha, or a hex colour and an alpha.
    private static func rgb(_ arguments: [Substring]) -> RGBA? {
        if arguments.count == 2, arguments[0].hasPrefix("#") {
            guard let base = hex(arguments[0].dropFirst()), let alpha = alpha(arguments[1]) else {
                return nil
            }
            return base.withAlpha(alpha)
        }
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        var channels: [Double] = []
        for argument in arguments.prefix(3) {
            if let percent = percentage(argument) {
                channels.append(percent / 100)
            } else if let number = number(argument) {
                channels.append(number / 255)
            } else {
                return nil
            }
        }
        let opacity = arguments.count == 4 ? alpha(arguments[3]) : 1
        guard let opacity else { return nil }
        return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: opacity)
    }

    /// The arguments of `hsl()`: hue, saturation and lightness, and an optional alpha.
    private static func hsl(_ arguments: [Substring]) -> RGBA? {
        guard arguments.count == 3 || arguments.count == 4,
            let hue = number(arguments[0].hasSuffix("deg") ? arguments[0].dropLast(3) : arguments[0]),
            let saturation = percentage(arguments[1]) ?? number(arguments[1]),
            let lightness = percentage(arguments[2]) ?? number(arguments[2])
        else { return nil }
        let opacity = arguments.count == 4 ? alpha(arguments[3]) : 1
        guard let opacity else { return nil }
        let clamp = { (value: Double) in min(max(value, 0), 100) }
        let rgb = ColorSpace.hsl.sRGB(SIMD3(hue, clamp(saturation), clamp(lightness)))
        return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: opacity)
    }

    /// An alpha: a number (0…1) or a percentage.
    private static func alpha(_ text: Substring) -> Double? {
        percentage(text).map { $0 / 100 } ?? number(text)
    }

    /// The number before a `%`, if `text` is a percentage.
    private static func percentage(_ text: Substring) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        return number(text.dropLast())
    }

    /// `text` without leading and trailing spaces and tabs.
    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return text[text.endIndex...] }
        return text[first...last]
    }

    /// A finite number.
    private static func number(_ text: Substring) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
