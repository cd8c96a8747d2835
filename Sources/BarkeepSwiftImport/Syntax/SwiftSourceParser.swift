/// Reads the statements and declarations of a token stream: types, functions, properties, `if` and
/// `#available`, assignments and expressions. What it does not model (a pattern, a generic clause, a
/// key path) it steps over without losing its place; only an unclosed bracket or nesting deeper than
/// ``maximumDepth`` is an error.
package struct SwiftSourceParser: SourceTokenParser {
    /// How deeply blocks and expressions may nest, counting each operator and each link of a member,
    /// call or subscript chain as a level; deeper is an error rather than a stack overflow.
    package static let maximumDepth = 100

    /// The modifiers that may precede a declaration.
    static let modifiers: Set<String> = [
        "public", "private", "internal", "fileprivate", "open", "final", "override", "required",
        "convenience",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "static", "dynamic", "optional", "indirect",
        "nonisolated", "package", "prefix", "postfix", "infix",
    ]

    /// The file errors name.
    let file: String
    /// The tokens.
    let tokens: [SwiftToken]
    /// The read position.
    var index = 0
    /// The current nesting depth.
    var depth = 0

    /// Parses the whole file.
    package static func parse(_ tokens: [SwiftToken], file: String) throws(SwiftSyntaxError)
        -> [SourceStatement]
    {
        var parser = SwiftSourceParser(file: file, tokens: tokens)
        let statements = try parser.statements(until: nil)
        return statements
    }

    /// Statements up to the closing `}` (consumed) or, with `nil`, the end of the file.
    mutating func statements(until closer: String?) throws(SwiftSyntaxError) -> [SourceStatement] {
        try enter()
        defer { depth -= 1 }
        let openLine = index > 0 ? tokens[index - 1].line : 1
        var result: [SourceStatement] = []
        while true {
            guard let token = current else {
                if closer != nil {
                    throw error("'{' opened at line \(openLine) is never closed")
                }
                return result
            }
            if let closer, token.isSymbol(closer) {
                index += 1
                return result
            }
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
                if closer == nil {
                    throw error("unbalanced '\(token.text)': nothing to close")
                }
                index += 1
                continue
            }
            let start = index
            if let statement = try statement() { result.append(statement) }
            if index == start { index += 1 }
        }
    }

    /// A `{ … }` block; the current token must be `{`.
    mutating func block() throws(SwiftSyntaxError) -> [SourceStatement] {
        guard accept("{") else { throw error("expected '{'") }
        return try statements(until: "}")
    }

    /// One statement, or `nil` for one that says nothing (`import`, `;`, `break`).
    mutating func statement() throws(SwiftSyntaxError) -> SourceStatement? {
        guard let token = current else { return nil }
        switch token.kind {
        case .directive:
            index += 1
            return .directive(token.text, line: token.line)
        case .punctuation where token.text == ";":
            index += 1
            return nil
        case .punctuation where token.text == "@":
            skipAttribute()
            return nil
        case .keyword:
            return try keywordStatement(token)
        default:
            return try expressionStatement()
        }
    }

    /// Skips `@name` and its parenthesised arguments.
    mutating func skipAttribute() {
        index += 1
        if current?.kind == .identifier || current?.kind == .keyword { index += 1 }
        while at("."), peek(1)?.kind == .identifier { index += 2 }
        if at("("), current?.followsSpace == false { skipBalanced() }
    }

    /// Skips to the end of the current line.
    mutating func skipLine() {
        let line = currentLine
        index += 1
        while let token = current, !token.startsLine || token.line == line, !token.isSymbol("}") {
            index += 1
        }
    }

    /// A statement starting with a keyword.
    mutating func keywordStatement(_ token: SwiftToken) throws(SwiftSyntaxError) -> SourceStatement? {
        switch token.text {
        case "import", "typealias", "associatedtype", "break", "continue", "fallthrough", "operator":
            skipLine()
            return nil
        case "case" where true:
            skipLine()
            return nil
        case "let", "var":
            return try variable()
        case "func", "init", "deinit", "subscript":
            return try function(modifiers: [])
        case "class", "struct", "enum", "extension", "protocol", "actor":
            if token.text == "class", let next = peek(1), next.kind == .keyword,
                ["func", "var", "let", "override", "final"].contains(next.text)
            {
                index += 1
                return try keywordStatement(next)
            }
            return try typeDeclaration()
        case "if":
            return try conditional()
        case "guard":
            index += 1
            let conditions = try conditionList()
            guard atKeyword("else") else { throw error("expected 'else' after a guard condition") }
            index += 1
            let otherwise = try block()
            return .conditional(conditions: conditions, then: [], otherwise: otherwise, line: token.line)
        case "for":
            index += 1
            while let next = current, !next.isKeyword("in"), !next.isSymbol("{") { index += 1 }
            if atKeyword("in") { index += 1 }
            _ = try expression(allowsTrailingClosure: false)
            var filter: [SourceStatement] = []
            if atKeyword("where") {
                index += 1
                filter = [.expression(try expression(allowsTrailingClosure: false))]
            }
            return .block(filter + (try block()), line: token.line)
        case "while":
            index += 1
            _ = try conditionList()
            return .block(try block(), line: token.line)
        case "repeat", "defer":
            index += 1
            let body = try block()
            if token.text == "repeat", atKeyword("while") {
                index += 1
                _ = try expression(allowsTrailingClosure: false)
            }
            return .block(body, line: token.line)
        case "do":
            index += 1
            var body = try block()
            while atKeyword("catch") {
                while let next = current, !next.isSymbol("{") { index += 1 }
                body += try block()
            }
            return .block(body, line: token.line)
        case "switch":
            return try switchStatement()
        case "return":
            index += 1
            if let next = current, !next.isSymbol("}"), !next.startsLine || next.isSymbol("."),
                !next.isKeyword("case"), !next.isKeyword("default")
            {
                return .returning(try expression(allowsTrailingClosure: true), line: token.line)
            }
            return .returning(nil, line: token.line)
        case "throw":
            index += 1
            _ = try expression(allowsTrailingClosure: true)
            return nil
        default:
            if Self.modifiers.contains(token.text) {
                return try modified()
            }
            return try expressionStatement()
        }
    }

    /// A declaration after its modifiers.
    mutating func modified() throws(SwiftSyntaxError) -> SourceStatement? {
        var modifiers: [String] = []
        while let token = current {
            if token.kind == .keyword && Self.modifiers.contains(token.text) {
                modifiers.append(token.text)
                index += 1
                if at("("), token.text != "static" { skipBalanced() }
            } else if token.kind == .identifier && ["convenience", "open"].contains(token.text) {
                index += 1
            } else if token.isKeyword("class"), let next = peek(1), next.kind == .keyword,
                ["func", "var", "let"].contains(next.text) || Self.modifiers.contains(next.text)
            {
                modifiers.append("class")
                index += 1
            } else if token.isSymbol("@") {
                skipAttribute()
            } else {
                break
            }
        }
        guard let token = current else { return nil }
        if ["func", "init", "deinit", "subscript"].contains(token.text) && token.kind == .keyword {
            return try function(modifiers: modifiers)
        }
        return try statement()
    }

    /// `switch subject { case …: … default: … }`: every case body, in order, as one block.
    mutating func switchStatement() throws(SwiftSyntaxError) -> SourceStatement {
        let line = currentLine
        index += 1
        _ = try expression(allowsTrailingClosure: false)
        guard accept("{") else { throw error("expected '{' after a switch subject") }
        try enter()
        defer { depth -= 1 }
        var body: [SourceStatement] = []
        while let token = current, !token.isSymbol("}") {
            if token.isKeyword("case") || token.isKeyword("default") {
                var level = 0
                var pattern = ""
                index += 1
                while let next = current {
                    if next.isSymbol("(") || next.isSymbol("[") { level += 1 }
                    if next.isSymbol(")") || next.isSymbol("]") { level -= 1 }
                    index += 1
                    if next.isSymbol(":") && level == 0 { break }
                    pattern += next.text
                }
                body.append(.switchCase(token.text == "default" ? "default" : pattern, line: token.line))
                continue
            }
            if token.kind == .directive {
                index += 1
                continue
            }
            let start = index
            if let statement = try statement() { body.append(statement) }
            if index == start { index += 1 }
        }
        guard accept("}") else { throw error("the switch opened at line \(line) is never closed") }
        return .block(body, line: line)
    }

    /// `if conditions { … } [else if … | else { … }]`.
    mutating func conditional() throws(SwiftSyntaxError) -> SourceStatement {
        let line = currentLine
        index += 1
        let conditions = try conditionList()
        let then = try block()
        var otherwise: [SourceStatement]?
        if atKeyword("else") {
            index += 1
            if atKeyword("if") {
                otherwise = [try conditional()]
            } else {
                otherwise = try block()
            }
        }
        return .conditional(conditions: conditions, then: then, otherwise: otherwise, line: line)
    }

    /// The comma-separated conditions of an `if`, `guard` or `while`, up to its `{` or `else`.
    mutating func conditionList() throws(SwiftSyntaxError) -> [SourceCondition] {
        var conditions: [SourceCondition] = []
        repeat {
            guard let token = current else { throw error("expected a condition") }
            if token.kind == .poundKeyword, token.text == "#available" || token.text == "#unavailable" {
                index += 1
                var version: String?
                if accept("(") {
                    var level = 1
                    while let next = current, level > 0 {
                        if next.isSymbol("(") { level += 1 }
                        if next.isSymbol(")") { level -= 1 }
                        if version == nil, next.kind == .identifier,
                            next.text == "iOS" || next.text == "iOSApplicationExtension",
                            let number = peek(1), number.kind == .integer || number.kind == .float
                        {
                            version = number.text
                        }
                        index += 1
                    }
                }
                conditions.append(
                    .available(version: version, negated: token.text == "#unavailable", line: token.line))
            } else if token.isKeyword("let") || token.isKeyword("var") {
                index += 1
                let name = current?.text ?? "_"
                index += 1
                if accept(":") { _ = skipType() }
                if accept("=") {
                    conditions.append(
                        .binding(
                            name: name, value: try expression(allowsTrailingClosure: false), line: token.line)
                    )
                } else {
                    conditions.append(
                        .binding(name: name, value: .name(name, line: token.line), line: token.line))
                }
            } else if token.isKeyword("case") {
                while let next = current, !next.isSymbol(","), !next.isSymbol("{") { index += 1 }
            } else {
                conditions.append(.expression(try expression(allowsTrailingClosure: false)))
            }
        } while accept(",")
        return conditions
    }

    /// An expression statement, an assignment or a compound assignment.
    mutating func expressionStatement() throws(SwiftSyntaxError) -> SourceStatement? {
        let line = currentLine
        while atKeyword("try") || atKeyword("await") {
            index += 1
            _ = accept("?") || accept("!")
        }
        let target = try expression(allowsTrailingClosure: true)
        if let token = current, token.kind == .operator,
            token.text == "="
                || (token.text.hasSuffix("=") && ["+=", "-=", "*=", "/=", "??="].contains(token.text))
        {
            index += 1
            while atKeyword("try") || atKeyword("await") {
                index += 1
                _ = accept("?") || accept("!")
            }
            let value = try expression(allowsTrailingClosure: true)
            return .assignment(target: target, op: token.text, value: value, line: line)
        }
        return .expression(target)
    }

    /// Skips a type at the read position and returns it as written.
    mutating func skipType() -> String {
        var text = ""
        var level = 0
        while let token = current {
            if level == 0 {
                if token.isSymbol("=") || token.isSymbol("{") || token.isSymbol(",") || token.isSymbol(")")
                    || token.isKeyword("where")
                    || (token.startsLine && !text.isEmpty && !token.isSymbol("->"))
                {
                    break
                }
                if token.isSymbol("]") || token.isSymbol("}") { break }
                if token.kind == .keyword,
                    !["some", "any", "inout", "throws", "async", "Self", "rethrows"].contains(token.text)
                {
                    break
                }
            }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { level += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { level -= 1 }
            if token.kind == .operator && token.text.allSatisfy({ $0 == ">" }) { level -= token.text.count }
            if token.kind == .operator, token.text.hasPrefix(">"), token.text.count > 1,
                token.text.dropFirst().allSatisfy({ $0 == "?" || $0 == "!" })
            {
                level -= 1
            }
            if level < 0 { break }
            text += token.text
            index += 1
            if level == 0, token.isSymbol("->") { continue }
        }
        return text
    }
}
