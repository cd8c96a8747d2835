/// The one way user text enters HTML: as text or attribute content, with every character that could
/// end either escaped, and every invisible or direction-changing character written as a visible
/// character reference.
package enum HTMLEscaper {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in element text
    /// and in quoted attribute values. Zero-width and direction-changing characters (right-to-left
    /// marks and overrides) and the byte-order mark become `&#x…;` references, so the source shows
    /// them; control characters other than tab and line breaks, which HTML does not allow, become
    /// U+FFFD.
    package static func escape(_ text: String) -> String {
        // Most text (names, paths, numbers) is printable ASCII with nothing to escape: kept as it is.
        let isPlain = text.utf8.allSatisfy { byte in
            (0x20...0x7E).contains(byte) && byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22
                && byte != 0x27
        }
        guard !isPlain else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(character)
            default:
                switch character.value {
                case 0x00...0x1F, 0x7F...0x9F: result += "&#xFFFD;"
                case 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF,
                    0xFFF9...0xFFFB:
                    result += "&#x" + String(character.value, radix: 16, uppercase: true) + ";"
                default: result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }
}
