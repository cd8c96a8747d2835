/// The rule every entity name follows, which palette references `{name}` use too.
///
/// A name is 1–64 characters of lowercase ASCII letters, digits, `-` and `.`, starting with a letter:
/// `brand`, `brand.dark`, `checkout-sheet`.
package enum EntityNameRule {
    /// The longest name allowed, in characters.
    package static let maximumLength = 64

    /// The rule in words, for error messages.
    package static let summary =
        "1–64 lowercase ASCII letters, digits, '-' and '.', starting with a letter"

    /// Whether `name` follows the rule.
    package static func isValid(_ name: String) -> Bool {
        violation(in: name) == nil
    }

    /// What is wrong with `name`, in words, or `nil` when it follows the rule.
    package static func violation(in name: String) -> String? {
        if followsRuleInBytes(name.utf8) { return nil }
        guard let first = name.first else { return "the name is empty" }
        if name.count > maximumLength {
            return "the name has \(name.count) characters, more than \(maximumLength)"
        }
        if !isLowercaseLetter(first) {
            return "the name must start with a lowercase ASCII letter, not '\(first)'"
        }
        if let bad = name.first(where: { !isAllowed($0) }) {
            return "'\(bad)' is not allowed in a name"
        }
        return nil
    }

    /// What is wrong with `name` followed by the rule, for error messages; nil when it is valid.
    package static func problem(with name: String) -> String? {
        violation(in: name).map { "\($0); names are \(summary)" }
    }

    /// Whether the UTF-8 bytes of a name follow the rule: the check every stored name and reference
    /// passes, byte by byte; only a name that fails it is looked at character by character for the
    /// message.
    private static func followsRuleInBytes(_ utf8: String.UTF8View) -> Bool {
        // Read where the bytes are (a native or small string always allows it), not through the view.
        if let follows = utf8.withContiguousStorageIfAvailable(followsRule) { return follows }
        return Array(utf8).withUnsafeBufferPointer(followsRule)
    }

    /// Whether the bytes `utf8` follow the rule (``followsRuleInBytes(_:)``).
    private static func followsRule(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
            utf8.count <= maximumLength
        else { return false }
        return utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// Whether `character` is one of `a`–`z`.
    private static func isLowercaseLetter(_ character: Character) -> Bool {
        ("a"..."z").contains(character) && character.isASCII
    }

    /// Whether `character` is one of `0`–`9`.
    private static func isDigit(_ character: Character) -> Bool {
        ("0"..."9").contains(character) && character.isASCII
    }

    /// Whether `character` may appear in a name at all.
    private static func isAllowed(_ character: Character) -> Bool {
        isLowercaseLetter(character) || isDigit(character) || character == "-" || character == "."
    }
}
