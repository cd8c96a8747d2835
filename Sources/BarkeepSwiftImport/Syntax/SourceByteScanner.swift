/// The read position of a tokenizer over UTF-8 source bytes, shared by the Swift and Objective-C
/// tokenizers: peeking, stepping over a byte while counting lines, columns and slices of text, and the
/// classes of bytes both languages agree on.
protocol SourceByteScanner {
    /// The file errors name.
    var file: String { get }
    /// The source bytes.
    var bytes: [UInt8] { get }
    /// The read position.
    var index: Int { get set }
    /// The current 1-based line.
    var line: Int { get set }
    /// The byte index where the current line starts.
    var lineStart: Int { get set }
}

extension SourceByteScanner {
    /// The byte at `offset` from the read position, or 0 past the end.
    func peek(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    /// Whether the read position is at the end.
    var atEnd: Bool { index >= bytes.count }

    /// The 1-based column of byte `position` on the current line.
    func column(of position: Int) -> Int { position - lineStart + 1 }

    /// Consumes one byte, counting lines.
    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// The text of bytes `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// An error at byte `position` (on the current line, or `line` if given).
    func error(
        _ problem: String, at position: Int, line errorLine: Int? = nil, column errorColumn: Int? = nil
    ) -> SwiftSyntaxError {
        SwiftSyntaxError(
            file: file, line: errorLine ?? line, column: errorColumn ?? column(of: position), problem: problem
        )
    }

    /// Whether `byte` may start an identifier (ASCII letters, `_`, and any non-ASCII byte).
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Whether `byte` may continue an identifier.
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDecimalDigit(byte)
    }

    /// Whether `byte` is `0`–`9`.
    static func isDecimalDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `byte` is a hexadecimal digit.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    /// Words for a byte that cannot start a token, naming the `language` the source should be.
    static func describeStray(_ byte: UInt8, language: String) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "unexpected character 0x\(hex.count == 1 ? "0" + hex : hex); \(language) source is text"
    }
}
