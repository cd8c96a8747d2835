/// String literals: escapes, interpolations (skipped as written, nested up to a limit), multi-line
/// literals with their indentation and line continuations, and raw strings.
extension SwiftTokenizer {
    /// Reads a string literal whose opening quote is at the read position, after `hashes` `#`s;
    /// returns its decoded value (interpolations left as written) and whether it interpolates.
    mutating func readString(hashes: Int, depth: Int) throws(SwiftSyntaxError) -> (
        value: String, interpolated: Bool
    ) {
        let openLine = line
        let openColumn = column(of: index - hashes)
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        if multiline {
            while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { index += 1 }
            guard
                peek() == UInt8(ascii: "\n")
                    || (peek() == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n"))
            else {
                throw error("a multi-line string literal's content must begin on a new line", at: index)
            }
            if peek() == UInt8(ascii: "\r") { index += 1 }
            advance()
        }
        let unterminated = error(
            multiline ? "unterminated multi-line string literal" : "unterminated string literal",
            at: index, line: openLine, column: openColumn)
        var value: [UInt8] = []
        var interpolated = false
        while true {
            guard !atEnd else { throw unterminated }
            let byte = peek()
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
                    && (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
                {
                    index += quotes + hashes
                    break
                }
                value.append(byte)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                guard multiline else { throw unterminated }
                value.append(byte)
                advance()
                continue
            }
            if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                let escapeStart = index
                index += 1 + hashes
                let escaped = peek()
                switch escaped {
                case UInt8(ascii: "("):
                    interpolated = true
                    index += 1
                    try skipInterpolation(depth: depth + 1)
                    value += Array("\\(…)".utf8)
                case UInt8(ascii: "n"):
                    value.append(10)
                    index += 1
                case UInt8(ascii: "t"):
                    value.append(9)
                    index += 1
                case UInt8(ascii: "r"):
                    value.append(13)
                    index += 1
                case UInt8(ascii: "0"):
                    value.append(0)
                    index += 1
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    value.append(escaped)
                    index += 1
                case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
                    index += 2
                    let digitsStart = index
                    while Self.isHexDigit(peek()) { index += 1 }
                    guard peek() == UInt8(ascii: "}"), index > digitsStart, index - digitsStart <= 8,
                        let scalarValue = UInt32(text(digitsStart, index), radix: 16),
                        let scalar = Unicode.Scalar(scalarValue)
                    else {
                        throw error("invalid \\u{…} escape in a string literal", at: escapeStart)
                    }
                    index += 1
                    value += Array(String(Character(scalar)).utf8)
                case UInt8(ascii: "\n") where multiline, UInt8(ascii: " ") where multiline,
                    UInt8(ascii: "\t") where multiline, UInt8(ascii: "\r") where multiline:
                    while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { index += 1 }
                    if peek() == UInt8(ascii: "\r") { index += 1 }
                    guard peek() == UInt8(ascii: "\n") else {
                        throw error("a line-continuation backslash must end its line", at: escapeStart)
                    }
                    advance()
                    value += Array(Self.continuationMarker.utf8) + [UInt8(ascii: "\n")]
                default:
                    throw error("invalid escape sequence in a string literal", at: escapeStart)
                }
                continue
            }
            value.append(byte)
            index += 1
        }
        var decoded = String(decoding: value, as: UTF8.self)
        if multiline {
            decoded = Self.removingIndentation(decoded).replacingContinuations()
        }
        return (decoded, interpolated)
    }

    /// Skips the inside of `\( … )` up to its closing parenthesis, stepping over nested strings,
    /// comments and parentheses.
    private mutating func skipInterpolation(depth: Int) throws(SwiftSyntaxError) {
        guard depth <= Self.maximumInterpolationDepth else {
            throw error(
                "string interpolations nested more than \(Self.maximumInterpolationDepth) deep", at: index)
        }
        let openLine = line
        let openColumn = column(of: index)
        var parentheses = 1
        while parentheses > 0 {
            guard !atEnd else {
                throw error(
                    "unterminated interpolation '\\(' in a string literal", at: index, line: openLine,
                    column: openColumn)
            }
            let byte = peek()
            if byte == UInt8(ascii: "\"") {
                _ = try readString(hashes: 0, depth: depth)
            } else if byte == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#")
            {
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                index += hashes
                if peek() == UInt8(ascii: "\"") { _ = try readString(hashes: hashes, depth: depth) }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
            } else {
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") { parentheses -= 1 }
                advance()
            }
        }
    }

    /// Stands in a multi-line literal for a line continuation until the indentation is removed.
    static let continuationMarker = "\u{E000}"

    /// A multi-line literal's content without the final line break and without the indentation of
    /// its closing delimiter on every line.
    static func removingIndentation(_ content: String) -> String {
        var lines = content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let closing = lines.removeLast()
        let indentation = closing.prefix { $0 == " " || $0 == "\t" }.count
        return lines.map { line in
            let leading = line.prefix { $0 == " " || $0 == "\t" }.count
            return String(line.dropFirst(min(indentation, leading)))
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string with each continuation marker and the line break after it removed.
    fileprivate func replacingContinuations() -> String {
        split(separator: SwiftTokenizer.continuationMarker + "\n", omittingEmptySubsequences: false).joined()
    }
}
