/// The one way user text enters generated Swift: as a string literal, or as comment text.
///
/// A literal escapes backslashes, quotes, every control character and every invisible or
/// direction-changing character as `\u{…}`, so no input can end the literal, start an interpolation or
/// reorder what a reviewer sees. Comment text gets the same treatment for invisible characters, and
/// has its line breaks folded, so no input can end the comment.
enum SwiftLiteral {
    /// `text` as a single-line Swift string literal, quotes included: `"Cancel \"now\""`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + hex(scalar) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` made safe for a `//` or `///` comment: one line, with invisible characters spelled out as
    /// `\u{…}`.
    static func commentText(_ text: String) -> String {
        // Printable ASCII, what most comments are, has nothing to spell out (read byte by byte, not
        // scalar by scalar: half of a UIKit export's time went into comments).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return text.utf8.last == UInt8(ascii: " ") ? text.trimmingTrailingSpaces() : text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": result += " "
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + hex(scalar) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result.trimmingTrailingSpaces()
    }

    /// Whether `scalar` must be written as an escape: C0 and C1 controls, DEL, line and paragraph
    /// separators, zero-width and direction-changing characters, and the byte-order mark.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF: return true
        case 0xFFF9...0xFFFB: return true
        default: return false
        }
    }

    /// The scalar's value in upper-case hexadecimal.
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
