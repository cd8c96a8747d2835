/// The one rule for control characters in free text (descriptions, `-m` messages, actors, text
/// values such as titles): every control character but line breaks and tabs is refused on input,
/// and all of them are escaped in everything printed for people one item per line, so stored text
/// can neither clear a terminal nor forge an output line.
public enum FreeText {
    /// Whether `scalar` is a control character (Unicode category Cc: C0, DEL and C1).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// Control characters free text may hold: line breaks and tabs (a description may run over
    /// several lines); they are still escaped wherever one line is printed.
    static let allowed: Set<Unicode.Scalar> = ["\n", "\r", "\t"]

    /// A problem with `text` as free text, or nil: it must hold no control character other than
    /// line breaks and tabs.
    public static func problem(with text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: { isControl($0) && !allowed.contains($0) }) else {
            return nil
        }
        return "contains the control character \(escaped(scalar)); escapes and other control characters "
            + "(anything but line breaks and tabs) are not allowed in free text"
    }

    /// `text` with every control character written as an escape: `\n`, `\t`, `\r`, else `\u{1B}`.
    public static func escapingControlCharacters(_ text: String, keepingNewlines: Bool = false) -> String {
        // Printable ASCII, the common case, is checked byte by byte; anything else scalar by scalar.
        let isPrintableASCII = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        let printable =
            text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintableASCII) }
            ?? text.utf8.allSatisfy(isPrintableASCII)
        if printable { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar), !(keepingNewlines && scalar == "\n") {
                result += escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The escape of one control character.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
