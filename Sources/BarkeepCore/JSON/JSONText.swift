/// JSON text being written, as UTF-8 bytes: what ``CanonicalJSON`` and the exporters write into.
///
/// A whole catalog's JSON is made of millions of small pieces (a quote, a key, `" : "`, a newline and
/// its indentation). Appending each to a `String` costs a few hundred instructions in the standard
/// library's string machinery; appending to a byte array is a bounds check and a copy. The text is
/// turned into a `String` once, when it is handed over.
public struct JSONText: Sendable {
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// Empty text with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets the text, keeping its storage for the next piece.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends the literal `text` as it is: punctuation and fixed keys, copied without looking at a
    /// `String`'s storage.
    public mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as it is, unquoted.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`\n`, `\r`, `\t`, `\b`, `\f`, else `\u00xx`), everything else (`/` and non-ASCII included) as is.
    public mutating func appendQuoted(_ text: String) {
        var text = text
        bytes.append(Self.quote)
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == Self.quote || byte == Self.backslash else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                appendEscape(of: byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(Self.quote)
    }

    /// Starts a new line indented two spaces per `level` (nothing when `pretty` is false).
    public mutating func newline(pretty: Bool, level: Int) {
        guard pretty else { return }
        let count = 1 + 2 * level
        if count <= Self.newlineAndIndentation.count {
            Self.newlineAndIndentation.withUnsafeBufferPointer {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
            }
        } else {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * level))
        }
    }

    /// A newline and the spaces of the deepest indentation written at once; shallower ones are a prefix.
    private static let newlineAndIndentation: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 2 * 16)

    /// Appends the escape sequence of `byte`, a quote, a backslash or a control character.
    private mutating func appendEscape(of byte: UInt8) {
        bytes.append(Self.backslash)
        switch byte {
        case Self.quote, Self.backslash: bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            append(literal: "u00")
            bytes.append(Self.lowercaseHexDigits[Int(byte >> 4)])
            bytes.append(Self.lowercaseHexDigits[Int(byte & 0xF)])
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let lowercaseHexDigits = Array("0123456789abcdef".utf8)
}
