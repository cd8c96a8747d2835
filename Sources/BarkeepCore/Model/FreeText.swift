/// The one rule for control characters in free text (descriptions, `-m` messages, actors, text
/// values such as titles): every control character but line breaks and tabs is refused on input,
/// and everything a terminal would act on or hide is escaped in everything printed for people, so
/// stored text or an argument can neither clear a terminal, reorder what it shows, nor forge an
/// output line.
package enum FreeText {
    /// How an escaped character is written.
    package enum EscapeSyntax: Sendable {
        /// Swift's `\u{202E}` (and `\n`, `\t`, `\r`): text for people.
        case swift
        /// JSON's `\u202E` (a surrogate pair past U+FFFF): inside the strings of JSON text, which
        /// stays valid and parses to the same value.
        case json
    }

    /// Whether `scalar` is a control character (Unicode category Cc: C0, DEL and C1).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// Whether a terminal must not be handed `scalar` as it is: a control character (C0, DEL, C1), a
    /// line or paragraph separator (U+2028, U+2029), or an invisible format character (the bidi
    /// embeddings, overrides, isolates and marks, U+200B, U+2060, U+FEFF, tags …). The zero-width
    /// joiner and non-joiner are kept: they join emoji and letters, and move or break nothing.
    package static func mustEscapeOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar != "\u{200C}" && scalar != "\u{200D}"
        default: return false
        }
    }

    /// Control characters free text may hold: line breaks and tabs (a description may run over
    /// several lines); they are still escaped wherever one line is printed.
    static let allowed: Set<Unicode.Scalar> = ["\n", "\r", "\t"]

    /// A problem with `text` as free text, or nil: it must hold no control character other than
    /// line breaks and tabs.
    package static func problem(with text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: { isControl($0) && !allowed.contains($0) }) else {
            return nil
        }
        return "contains the control character \(escaped(scalar, .swift)); escapes and other control "
            + "characters (anything but line breaks and tabs) are not allowed in free text"
    }

    /// `text` as a terminal may show it: every character ``mustEscapeOnTerminal(_:)`` names written
    /// as an escape (`\n`, `\t`, `\r`, else `\u{1B}`, or JSON's `\u001B` with `syntax` `.json`);
    /// line feeds kept as they are with `keepingNewlines`. Every path to a terminal goes through it.
    package static func escapedForTerminal(
        _ text: String, keepingNewlines: Bool = false, syntax: EscapeSyntax = .swift
    ) -> String {
        // Printable ASCII, the common case, is checked byte by byte (with the line feeds of text of
        // several lines, when kept); anything else scalar by scalar.
        func all(_ isKept: (UInt8) -> Bool) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isKept) }
                ?? text.utf8.allSatisfy(isKept)
        }
        if all({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        if keepingNewlines, all({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { return text }
        guard text.unicodeScalars.contains(where: mustEscapeOnTerminal) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if mustEscapeOnTerminal(scalar), !(keepingNewlines && scalar == "\n") {
                result += escaped(scalar, syntax)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The escape of one character in `syntax`.
    private static func escaped(_ scalar: Unicode.Scalar, _ syntax: EscapeSyntax) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: break
        }
        let hex = { (value: UInt32) in String(value, radix: 16, uppercase: true) }
        switch syntax {
        case .swift:
            return "\\u{\(hex(scalar.value))}"
        case .json:
            return String(scalar).utf16.map { unit in
                "\\u" + String(repeating: "0", count: 4 - hex(UInt32(unit)).count) + hex(UInt32(unit))
            }.joined()
        }
    }
}
