/// One lexical token of Swift source, with where it starts.
package struct SwiftToken: Hashable, Sendable {
    /// What sort of token this is.
    package enum Kind: Hashable, Sendable {
        /// A name, including a backticked one (stored without the backticks) and `$0`.
        case identifier
        /// A reserved word such as `let`, `if`, `return`, `true`.
        case keyword
        /// A `#` word: `#available`, `#unavailable`, `#selector`, `#imageLiteral`.
        case poundKeyword
        /// A conditional-compilation line (`#if …`, `#elseif …`, `#else`, `#endif`); the text is the
        /// whole directive.
        case directive
        /// An integer literal in any base; the text is as written.
        case integer
        /// A floating-point literal; the text is as written.
        case float
        /// A string literal of any form; ``value`` holds its decoded contents.
        case string
        /// An operator such as `+`, `==`, `??`, `->`, `=`.
        case `operator`
        /// Punctuation: `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`, `\`, and the postfix `?`
        /// and `!` written right after an operand.
        case punctuation
    }

    /// The token's kind.
    package let kind: Kind
    /// The token as written, or for identifiers the name, for strings the decoded contents.
    package let text: String
    /// The 1-based line of the token's first character.
    package let line: Int
    /// The 1-based column (in UTF-8 bytes) of the token's first character.
    package let column: Int
    /// Whether a line break comes between the previous token and this one.
    package let startsLine: Bool
    /// Whether white space (or a comment) comes right before this token.
    package let followsSpace: Bool
    /// For a string literal: whether it holds an interpolation `\(…)`, so its value is not known.
    package let isInterpolated: Bool

    /// Creates a token.
    package init(
        kind: Kind, text: String, line: Int, column: Int, startsLine: Bool, followsSpace: Bool,
        isInterpolated: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.startsLine = startsLine
        self.followsSpace = followsSpace
        self.isInterpolated = isInterpolated
    }

    /// Whether this is the punctuation or operator `symbol`.
    package func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == symbol
    }

    /// Whether this is the keyword `word`.
    package func isKeyword(_ word: String) -> Bool {
        kind == .keyword && text == word
    }
}
