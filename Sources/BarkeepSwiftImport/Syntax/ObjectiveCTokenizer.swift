/// Splits Objective-C source into the same tokens the Swift front end uses, following C's lexical
/// rules where they differ from Swift's: a preprocessor line (`#import`, `#pragma mark`, `#define`
/// with its `\` continuations) is one directive token, block comments do not nest, numbers may end in
/// `f`, `u` or `l` suffixes (dropped) and a leading `0` means octal, strings and character literals
/// take C's escapes, and operators are C's fixed set, so `a=-1` is `=` then `-`. `@` stays a
/// punctuation token of its own (`@"…"`, `@[`, `@{`, `@implementation`), which the parser joins.
struct ObjectiveCTokenizer: SourceByteScanner {
    /// The C and Objective-C words the parser treats as keywords.
    static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue",
        "goto", "static", "extern", "const", "inline", "typedef", "struct", "enum", "union", "sizeof",
        "volatile", "register", "unsigned", "signed", "void",
    ]

    /// C's operators, longest first so the longest one at a position is read.
    static let operators: [String] = [
        "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=",
        "*=", "/=", "%=", "&=", "|=", "^=", "+", "-", "*", "/", "%", "<", ">", "=", "!", "~", "&", "|", "^",
        "?",
    ]

    let file: String
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    /// The tokens so far.
    private var tokens: [SwiftToken] = []
    /// Whether a line break was seen since the last token.
    private var sawLineBreak = true
    /// Whether space or a comment was seen since the last token.
    private var sawSpace = true

    /// Tokenizes `text`, naming `file` in errors.
    static func tokenize(_ text: String, file: String) throws(SwiftSyntaxError) -> [SwiftToken] {
        var tokenizer = ObjectiveCTokenizer(file: file, bytes: Array(text.utf8))
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
                while !atEnd && peek() != UInt8(ascii: "\n") { index += 1 }
                sawSpace = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\\") where peek(1) == UInt8(ascii: "\n"):
                index += 1
            default:
                try readToken(byte)
            }
        }
    }

    /// Appends a token that starts at `start` (on the current line unless `startLine` is given).
    private mutating func emit(_ kind: SwiftToken.Kind, _ text: String, start: Int, startLine: Int? = nil) {
        tokens.append(
            SwiftToken(
                kind: kind, text: text, line: startLine ?? line,
                column: startLine == nil ? column(of: start) : 1, startsLine: sawLineBreak,
                followsSpace: sawSpace))
        sawLineBreak = false
        sawSpace = false
    }

    /// Skips a `/* … */` comment; C's do not nest.
    private mutating func skipBlockComment() throws(SwiftSyntaxError) {
        let unterminated = error("unterminated block comment", at: index)
        index += 2
        while !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
            guard !atEnd else { throw unterminated }
            advance()
        }
        index += 2
        sawSpace = true
    }

    /// Reads the token starting with `byte`.
    private mutating func readToken(_ byte: UInt8) throws(SwiftSyntaxError) {
        let start = index
        if Self.isIdentifierHead(byte) || byte == UInt8(ascii: "$") {
            while !atEnd && (Self.isIdentifierBody(peek()) || peek() == UInt8(ascii: "$")) { index += 1 }
            let word = text(start, index)
            emit(Self.keywords.contains(word) ? .keyword : .identifier, word, start: start)
            return
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber(start: start)
        case UInt8(ascii: ".") where Self.isDecimalDigit(peek(1)):
            try readNumber(start: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let value = try readQuoted(byte)
            if byte == UInt8(ascii: "'") {
                emit(.integer, String(value.unicodeScalars.first?.value ?? 0), start: start)
            } else {
                emit(.string, value, start: start)
            }
        case UInt8(ascii: "#"):
            try readDirective(start: start)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"):
            index += 1
            emit(.punctuation, text(start, index), start: start)
        case UInt8(ascii: ".") where peek(1) != UInt8(ascii: ".") || peek(2) != UInt8(ascii: "."):
            index += 1
            emit(.punctuation, ".", start: start)
        default:
            guard let symbol = Self.operators.first(where: { bytes[start...].starts(with: $0.utf8) }) else {
                throw error(Self.describeStray(byte, language: "Objective-C"), at: start)
            }
            index += symbol.utf8.count
            emit(.operator, symbol, start: start)
        }
    }

    /// Reads a preprocessor line, with its `\` continuations, as one directive token; a `#` that does
    /// not start a line is an error (C allows it only in a macro's body, which is on such a line).
    private mutating func readDirective(start: Int) throws(SwiftSyntaxError) {
        guard sawLineBreak else {
            throw error("'#' must start a preprocessor line (#import, #pragma, #if …)", at: start)
        }
        let startLine = line
        let startColumn = column(of: start)
        var text: [UInt8] = []
        while !atEnd && peek() != UInt8(ascii: "\n") {
            if peek() == UInt8(ascii: "\\")
                && (peek(1) == UInt8(ascii: "\n") || peek(1) == UInt8(ascii: "\r"))
            {
                index += 1
                if peek() == UInt8(ascii: "\r") { index += 1 }
                if peek() == UInt8(ascii: "\n") { advance() }
                text.append(UInt8(ascii: " "))
                continue
            }
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { break }
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
                text.append(UInt8(ascii: " "))
                continue
            }
            text.append(peek())
            index += 1
        }
        while let last = text.last,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(last)
        {
            text.removeLast()
        }
        emit(.directive, String(decoding: text, as: UTF8.self), start: start, startLine: startLine)
        tokens[tokens.count - 1] = SwiftToken(
            kind: .directive, text: tokens[tokens.count - 1].text, line: startLine, column: startColumn,
            startsLine: true, followsSpace: true)
    }

    /// Reads a C number: decimal, `0x` hexadecimal, `0b` binary or `0` octal, with a fraction and
    /// exponent, and `u`/`l`/`f` suffixes, which are dropped from the token's text. An octal literal's
    /// text is given as `0o…`, which the shared number reading understands.
    private mutating func readNumber(start: Int) throws(SwiftSyntaxError) {
        var isFloat = false
        let isHex =
            peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        if isHex || (peek() == UInt8(ascii: "0") && peek(1) == UInt8(ascii: "b")) { index += 2 }
        while Self.isHexDigit(peek()) && (isHex || Self.isDecimalDigit(peek())) { index += 1 }
        if peek() == UInt8(ascii: "."), !isHex {
            isFloat = true
            index += 1
            while Self.isDecimalDigit(peek()) { index += 1 }
        }
        if !isHex, peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isFloat = true
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard Self.isDecimalDigit(peek()) else {
                throw error("the exponent of '\(text(start, index))' has no digits", at: index)
            }
            while Self.isDecimalDigit(peek()) { index += 1 }
        }
        var digits = text(start, index).lowercased()
        if digits.hasPrefix("0x") { digits = "0x" + digits.dropFirst(2) }
        while "uUlLfF".utf8.contains(peek()) {
            if peek() == UInt8(ascii: "f") || peek() == UInt8(ascii: "F") { isFloat = true }
            index += 1
        }
        if Self.isIdentifierBody(peek()) {
            throw error(
                "'\(Character(UnicodeScalar(peek())))' is not a digit or suffix of the number '\(text(start, index))'",
                at: index)
        }
        if !isFloat, digits.count > 1, digits.hasPrefix("0"), digits.allSatisfy(\.isNumber) {
            digits = "0o" + digits.dropFirst()
        }
        if digits.hasPrefix(".") { digits = "0" + digits }
        emit(isFloat ? .float : .integer, digits, start: start)
    }

    /// Reads a string or character literal closed by `quote` on the same line, decoding C's escapes.
    private mutating func readQuoted(_ quote: UInt8) throws(SwiftSyntaxError) -> String {
        let start = index
        let unterminated = error(
            quote == UInt8(ascii: "\"") ? "unterminated string literal" : "unterminated character literal",
            at: start)
        index += 1
        var value: [UInt8] = []
        while peek() != quote {
            guard !atEnd, peek() != UInt8(ascii: "\n") else { throw unterminated }
            guard peek() == UInt8(ascii: "\\") else {
                value.append(peek())
                index += 1
                continue
            }
            index += 1
            let escaped = peek()
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): value.append(10)
            case UInt8(ascii: "t"): value.append(9)
            case UInt8(ascii: "r"): value.append(13)
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = Int(escaped - 48)
                for _ in 0..<2 where (48...55).contains(peek()) {
                    code = code * 8 + Int(peek() - 48)
                    index += 1
                }
                value.append(UInt8(truncatingIfNeeded: code))
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digitsStart = index
                let most = escaped == UInt8(ascii: "x") ? 2 : escaped == UInt8(ascii: "u") ? 4 : 8
                while index - digitsStart < most && Self.isHexDigit(peek()) { index += 1 }
                guard index > digitsStart, let code = UInt32(text(digitsStart, index), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else {
                    throw error("invalid \\\(Character(UnicodeScalar(escaped))) escape", at: digitsStart - 2)
                }
                value += Array(String(Character(scalar)).utf8)
            case 0: throw unterminated
            default: value.append(escaped)
            }
        }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }
}
