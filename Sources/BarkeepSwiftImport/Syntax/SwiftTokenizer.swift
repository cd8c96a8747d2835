/// Splits Swift source into tokens following the language's lexical rules: identifiers (backticked
/// too), keywords, operators, integer and floating-point literals in every base with `_` separators,
/// string literals with escapes, nested interpolation, multi-line and raw forms, nested block comments,
/// line comments, `#` keywords and conditional-compilation directives. Every token keeps its line and
/// column; an unterminated string or comment, or a byte Swift does not allow, is an error naming both.
package struct SwiftTokenizer: SourceByteScanner {
    /// How deeply string interpolations may nest inside one another.
    package static let maximumInterpolationDepth = 32

    /// The words Swift reserves that the recogniser cares about, plus the rest of the common ones.
    static let keywords: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "extension", "protocol", "actor", "if", "else",
        "guard", "for", "in", "while", "repeat", "return", "import", "init", "deinit", "subscript", "true",
        "false", "nil", "self", "Self", "super", "switch", "case", "default", "break", "continue", "do",
        "catch", "try", "throw", "throws", "rethrows", "as", "is", "where", "static", "public", "private",
        "internal", "fileprivate", "open", "final", "override", "required", "convenience", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "typealias", "associatedtype", "defer", "fallthrough",
        "inout", "operator", "some", "any", "async", "await", "indirect", "dynamic", "optional",
        "nonisolated", "package", "consuming", "borrowing",
    ]

    /// The file name errors name.
    let file: String
    /// The source bytes.
    let bytes: [UInt8]
    /// The read position.
    var index = 0
    /// The current 1-based line.
    var line = 1
    /// The byte index where the current line starts.
    var lineStart = 0
    /// The tokens so far.
    private var tokens: [SwiftToken] = []
    /// Whether a line break was seen since the last token.
    private var sawLineBreak = true
    /// Whether space or a comment was seen since the last token.
    private var sawSpace = true

    /// Tokenizes `text`, naming `file` in errors.
    package static func tokenize(_ text: String, file: String) throws(SwiftSyntaxError) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(file: file, bytes: Array(text.utf8))
        try tokenizer.run()
        return tokenizer.tokens
    }

    /// Creates a tokenizer over `bytes`.
    private init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// Reads every token.
    private mutating func run() throws(SwiftSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: Array("#!".utf8)) { skipLineComment() }
        while !atEnd {
            let byte = peek()
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                sawLineBreak = true
                sawSpace = true
                advance()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                sawSpace = true
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                try readToken(byte)
            }
        }
    }

    /// Appends a token that started at byte `start` on line `startLine`.
    private mutating func emit(
        _ kind: SwiftToken.Kind, _ text: String, start: Int, startLine: Int, startColumn: Int,
        interpolated: Bool = false
    ) {
        tokens.append(
            SwiftToken(
                kind: kind, text: text, line: startLine, column: startColumn, startsLine: sawLineBreak,
                followsSpace: sawSpace, isInterpolated: interpolated))
        sawLineBreak = false
        sawSpace = false
    }

    /// Skips `//` to the end of the line.
    private mutating func skipLineComment() {
        while !atEnd && peek() != UInt8(ascii: "\n") { index += 1 }
        sawSpace = true
    }

    /// Skips a `/* … */` comment, which may nest.
    mutating func skipBlockComment() throws(SwiftSyntaxError) {
        let startLine = line
        let startColumn = column(of: index)
        var depth = 0
        repeat {
            if atEnd {
                throw error(
                    "unterminated block comment (opened at line \(startLine), column \(startColumn))",
                    at: index,
                    line: startLine, column: startColumn)
            }
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        } while depth > 0
        sawSpace = true
    }

    /// Reads the token starting with `byte`.
    private mutating func readToken(_ byte: UInt8) throws(SwiftSyntaxError) {
        let start = index
        let startLine = line
        let startColumn = column(of: start)
        if Self.isIdentifierHead(byte) {
            while !atEnd && Self.isIdentifierBody(peek()) { index += 1 }
            let word = text(start, index)
            emit(
                Self.keywords.contains(word) ? .keyword : .identifier, word, start: start,
                startLine: startLine,
                startColumn: startColumn)
            return
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber(start: start, startColumn: startColumn)
        case UInt8(ascii: "`"):
            index += 1
            while !atEnd && Self.isIdentifierBody(peek()) { index += 1 }
            guard peek() == UInt8(ascii: "`"), index > start + 1 else {
                throw error("unterminated backticked identifier", at: start)
            }
            index += 1
            emit(
                .identifier, text(start + 1, index - 1), start: start, startLine: startLine,
                startColumn: startColumn)
        case UInt8(ascii: "$"):
            index += 1
            while !atEnd && Self.isIdentifierBody(peek()) { index += 1 }
            emit(
                .identifier, text(start, index), start: start, startLine: startLine, startColumn: startColumn)
        case UInt8(ascii: "\""):
            let literal = try readString(hashes: 0, depth: 0)
            emit(
                .string, literal.value, start: start, startLine: startLine, startColumn: startColumn,
                interpolated: literal.interpolated)
        case UInt8(ascii: "#"):
            try readPound(start: start, startLine: startLine, startColumn: startColumn)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
            UInt8(ascii: "\\"):
            index += 1
            emit(
                .punctuation, text(start, index), start: start, startLine: startLine, startColumn: startColumn
            )
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                while !atEnd && (Self.isOperatorCharacter(peek()) || peek() == UInt8(ascii: ".")) {
                    index += 1
                }
                emit(
                    .operator, text(start, index), start: start, startLine: startLine,
                    startColumn: startColumn)
            } else {
                index += 1
                emit(.punctuation, ".", start: start, startLine: startLine, startColumn: startColumn)
            }
        case UInt8(ascii: "?") where isPostfixPosition, UInt8(ascii: "!") where isPostfixPosition:
            index += 1
            emit(
                .punctuation, text(start, index), start: start, startLine: startLine, startColumn: startColumn
            )
        default:
            guard Self.isOperatorCharacter(byte) else {
                throw error(Self.describeStray(byte, language: "Swift"), at: start)
            }
            while !atEnd && Self.isOperatorCharacter(peek()) {
                if peek() == UInt8(ascii: "/")
                    && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")),
                    index > start
                {
                    break
                }
                index += 1
            }
            emit(.operator, text(start, index), start: start, startLine: startLine, startColumn: startColumn)
        }
    }

    /// Whether a `?` or `!` here is postfix: right after an operand, with no space between.
    private var isPostfixPosition: Bool {
        !sawSpace && !tokens.isEmpty && Self.endsOperand(tokens[tokens.count - 1])
    }

    /// Reads `#…`: a raw string, a directive line, or a `#` keyword.
    private mutating func readPound(start: Int, startLine: Int, startColumn: Int) throws(SwiftSyntaxError) {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            index += hashes
            let literal = try readString(hashes: hashes, depth: 0)
            emit(
                .string, literal.value, start: start, startLine: startLine, startColumn: startColumn,
                interpolated: literal.interpolated)
            return
        }
        index += 1
        let wordStart = index
        while !atEnd && Self.isIdentifierBody(peek()) { index += 1 }
        let word = text(wordStart, index)
        guard !word.isEmpty else {
            throw error("'#' must start a keyword, a directive or a raw string", at: start)
        }
        if ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].contains(word) {
            while !atEnd && peek() != UInt8(ascii: "\n") {
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { break }
                index += 1
            }
            var end = index
            while end > start
                && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[end - 1])
            {
                end -= 1
            }
            emit(.directive, text(start, end), start: start, startLine: startLine, startColumn: startColumn)
            return
        }
        emit(.poundKeyword, "#" + word, start: start, startLine: startLine, startColumn: startColumn)
    }

    /// Reads a number: decimal (with fraction and exponent), `0x` (with `p` exponent), `0o`, `0b`;
    /// `_` separators anywhere after the first digit.
    private mutating func readNumber(start: Int, startColumn: Int) throws(SwiftSyntaxError) {
        let startLine = line
        var isFloat = false
        func digits(_ accepts: (UInt8) -> Bool, into tokenizer: inout SwiftTokenizer) {
            while !tokenizer.atEnd && (accepts(tokenizer.peek()) || tokenizer.peek() == UInt8(ascii: "_")) {
                tokenizer.index += 1
            }
        }
        if peek() == UInt8(ascii: "0"),
            [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(peek(1))
        {
            let base = peek(1)
            index += 2
            let accepts: (UInt8) -> Bool =
                base == UInt8(ascii: "x")
                ? Self.isHexDigit
                : base == UInt8(ascii: "o") ? { (48...55).contains($0) } : { $0 == 48 || $0 == 49 }
            guard accepts(peek()) else {
                throw error(
                    "a '0\(Character(UnicodeScalar(base)))' literal needs at least one digit", at: start)
            }
            digits(accepts, into: &self)
            if base == UInt8(ascii: "x") {
                if peek() == UInt8(ascii: "."), Self.isHexDigit(peek(1)) {
                    isFloat = true
                    index += 1
                    digits(Self.isHexDigit, into: &self)
                }
                if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                    isFloat = true
                    try readExponent(start: start)
                }
            }
        } else {
            digits(Self.isDecimalDigit, into: &self)
            if peek() == UInt8(ascii: "."), Self.isDecimalDigit(peek(1)) {
                isFloat = true
                index += 1
                digits(Self.isDecimalDigit, into: &self)
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                isFloat = true
                try readExponent(start: start)
            }
        }
        if !atEnd && Self.isIdentifierBody(peek()) {
            throw error(
                "'\(Character(UnicodeScalar(peek())))' is not a digit of the number '\(text(start, index))'",
                at: index)
        }
        emit(
            isFloat ? .float : .integer, text(start, index), start: start, startLine: startLine,
            startColumn: startColumn)
    }

    /// Reads an exponent marker, its sign and digits.
    private mutating func readExponent(start: Int) throws(SwiftSyntaxError) {
        index += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
        guard Self.isDecimalDigit(peek()) else {
            throw error("the exponent of '\(text(start, index))' has no digits", at: index)
        }
        while !atEnd && (Self.isDecimalDigit(peek()) || peek() == UInt8(ascii: "_")) { index += 1 }
    }

    /// Whether `byte` is one of Swift's ASCII operator characters.
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?".utf8.contains(byte)
    }

    /// Whether `token` ends an operand, so a `?` or `!` right after it is postfix.
    static func endsOperand(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .identifier, .integer, .float, .string: return true
        case .keyword:
            return ["self", "Self", "super", "init", "true", "false", "nil", "try", "as"].contains(token.text)
        case .punctuation: return [")", "]", "}", "?", "!"].contains(token.text)
        default: return false
        }
    }

}
