/// Reads JSON text (RFC 8259) in one pass into ``JSONNode``s that know their lines.
///
/// Strict: no comments, no trailing commas, no duplicate keys in one object, nothing after the value.
package struct JSONParser {
    /// The text's bytes.
    private let bytes: [UInt8]
    /// The next byte to read.
    private var position = 0
    /// The current line, from 1.
    private var line = 1
    /// Where the current line starts.
    private var lineStart = 0
    /// How deep arrays and objects nest at this point.
    private var depth = 0

    /// The deepest nesting accepted, so that hostile input cannot exhaust the stack.
    package static let maximumDepth = 256

    /// Parses `text`, which must hold exactly one JSON value; its first line is numbered `firstLine`
    /// (several files read as one numbering keep their lines apart).
    package static func parse(_ text: String, firstLine: Int = 1) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.line = firstLine
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else {
            throw parser.error("unexpected text after the value")
        }
        return value
    }

    /// Creates a parser over `bytes`.
    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An error at the current position.
    private func error(_ problem: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: position - lineStart + 1, problem: problem)
    }

    /// The next byte, if any.
    private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Skips spaces, tabs and line breaks, counting lines.
    private mutating func skipWhitespace() {
        while let byte = next {
            switch byte {
            case 0x20, 0x09, 0x0D: position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            default: return
            }
        }
    }

    /// Reads one value.
    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        let startLine = line
        guard let byte = next else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(line: startLine, content: .object(try object()))
        case UInt8(ascii: "["): return JSONNode(line: startLine, content: .array(try array()))
        case UInt8(ascii: "\""): return JSONNode(line: startLine, content: .string(try string()))
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(line: startLine, content: .bool(true))
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(line: startLine, content: .bool(false))
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(line: startLine, content: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(line: startLine, content: .number(try number()))
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// Reads the word `word` (`true`, `false`, `null`).
    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard next == expected else { throw error("expected '\(word)'") }
            position += 1
        }
    }

    /// Reads an object's members.
    private mutating func object() throws(JSONSyntaxError) -> [JSONNode.Member] {
        try enter()
        position += 1
        var members: [JSONNode.Member] = []
        // Duplicate keys: found by looking through the members while an object is small (most are),
        // which costs less than hashing every key; by a set of the keys past that.
        var keys = Set<String>()
        skipWhitespace()
        if next == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return members
        }
        while true {
            skipWhitespace()
            guard next == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyLine = line
            let key = try string()
            let isNew: Bool
            if members.count < Self.membersSearchedInOrder {
                isNew = !members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                isNew = keys.insert(key).inserted
            }
            guard isNew else {
                throw JSONSyntaxError(line: keyLine, column: 1, problem: "the key '\(key)' appears twice")
            }
            skipWhitespace()
            guard next == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
            position += 1
            skipWhitespace()
            members.append(JSONNode.Member(key: key, value: try value()))
            skipWhitespace()
            switch next {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return members
            default: throw error("expected ',' or '}'")
            }
        }
    }

    /// Reads an array's elements.
    private mutating func array() throws(JSONSyntaxError) -> [JSONNode] {
        try enter()
        position += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if next == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            switch next {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return elements
            default: throw error("expected ',' or ']'")
            }
        }
    }

    /// How many members an object may have before its keys are checked for duplicates with a set.
    private static let membersSearchedInOrder = 16

    /// Goes one level deeper, refusing absurd nesting.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("nested more than \(Self.maximumDepth) levels deep")
        }
    }

    /// Reads a string literal.
    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        var runStart = position
        var text = ""
        var escaped = false
        func flush(_ end: Int) {
            text += String(decoding: bytes[runStart..<end], as: UTF8.self)
        }
        while true {
            guard let byte = next else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                defer { position += 1 }
                // Without escapes (most strings) the text is the run itself.
                guard escaped else { return String(decoding: bytes[runStart..<position], as: UTF8.self) }
                flush(position)
                return text
            case UInt8(ascii: "\\"):
                escaped = true
                flush(position)
                position += 1
                text.unicodeScalars.append(try escape())
                runStart = position
            case 0x00..<0x20:
                throw error("a control character inside a string must be escaped")
            default:
                position += 1
            }
        }
    }

    /// Reads the escape after a backslash.
    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = next else { throw error("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard next == UInt8(ascii: "\\") else { throw error("a lone UTF-16 surrogate") }
                position += 1
                guard next == UInt8(ascii: "u") else { throw error("a lone UTF-16 surrogate") }
                position += 1
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone UTF-16 surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone UTF-16 surrogate") }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// Reads four hexadecimal digits.
    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next, let digit = Self.hexDigit(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    /// The value of a hexadecimal digit.
    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Reads a number.
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = position
        func digits() -> Int {
            var count = 0
            while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                position += 1
                count += 1
            }
            return count
        }
        if next == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw error("expected a digit") }
        if next == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            position += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range")
        }
        return value
    }
}
