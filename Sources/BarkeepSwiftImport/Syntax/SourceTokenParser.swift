/// The read position of a parser over tokens, shared by the Swift and Objective-C parsers: looking
/// at and consuming tokens, errors at the current token, the nesting limit, and skipping a balanced
/// group.
protocol SourceTokenParser {
    /// The file errors name.
    var file: String { get }
    /// The tokens.
    var tokens: [SwiftToken] { get }
    /// The read position.
    var index: Int { get set }
    /// The current nesting depth.
    var depth: Int { get set }
}

extension SourceTokenParser {
    /// The token at the read position, if any.
    var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    /// The token `offset` ahead, if any.
    func peek(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// The line of the current token, else of the last one.
    var currentLine: Int { current?.line ?? tokens.last?.line ?? 1 }

    /// Whether the current token is the symbol `symbol`.
    func at(_ symbol: String) -> Bool { current?.isSymbol(symbol) ?? false }

    /// Whether the current token is the keyword `word`.
    func atKeyword(_ word: String) -> Bool { current?.isKeyword(word) ?? false }

    /// Consumes the current token if it is `symbol`.
    mutating func accept(_ symbol: String) -> Bool {
        guard at(symbol) else { return false }
        index += 1
        return true
    }

    /// An error at the current token.
    func error(_ problem: String) -> SwiftSyntaxError {
        let token = current ?? tokens.last
        return SwiftSyntaxError(
            file: file, line: token?.line ?? 1, column: token?.column ?? 1, problem: problem)
    }

    /// Enters one nesting level; past ``maximumDepth`` this is an error.
    mutating func enter() throws(SwiftSyntaxError) {
        depth += 1
        if depth > SwiftSourceParser.maximumDepth {
            throw error(
                "nested more than \(SwiftSourceParser.maximumDepth) levels deep (each bracket, block, operator and "
                    + "link of a member, call or subscript chain is a level); barkeep reads at most that")
        }
    }

    /// Skips a balanced `(…)`, `[…]`, `{…}` or `<…>` group starting at the current token.
    mutating func skipBalanced() {
        guard let open = current?.text else { return }
        let close = ["(": ")", "[": "]", "{": "}", "<": ">"][open] ?? ""
        var level = 0
        while let token = current {
            if token.text == open && (token.kind == .punctuation || token.kind == .operator) { level += 1 }
            if token.text == close && (token.kind == .punctuation || token.kind == .operator) { level -= 1 }
            if open == "<", token.kind == .operator, token.text.hasPrefix(">"), token.text != ">" {
                level -= token.text.count
            }
            index += 1
            if level <= 0 { return }
        }
    }
}
