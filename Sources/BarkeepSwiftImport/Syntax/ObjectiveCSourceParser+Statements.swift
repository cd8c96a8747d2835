extension ObjectiveCSourceParser {
    /// A statement starting with a C keyword: `if`, a loop or `switch` (its body, run once), `return`,
    /// a `case` label, or a declaration with a qualifier (`static UIColor *tint = …;`).
    mutating func keywordStatement(_ token: SwiftToken) throws(SwiftSyntaxError) -> SourceStatement? {
        switch token.text {
        case "if":
            return try conditional()
        case "for", "while", "switch":
            index += 1
            if at("(") { skipBalanced() }
            return .block(try body(), line: token.line)
        case "do":
            index += 1
            let statements = try body()
            if atKeyword("while") {
                index += 1
                skipBalanced()
            }
            return .block(statements, line: token.line)
        case "else":
            index += 1
            return .block(try body(), line: token.line)
        case "return":
            index += 1
            if accept(";") { return .returning(nil, line: token.line) }
            let value = try expression()
            _ = accept(";")
            return .returning(value, line: token.line)
        case "case", "default":
            let start = index
            while let next = current, !next.isSymbol(":") { index += 1 }
            index += 1
            let pattern = tokens[(start + 1)..<max(start + 1, index - 1)].map(\.text).joined(separator: " ")
            return .switchCase(token.text == "default" ? "default" : pattern, line: token.line)
        case "typedef", "struct", "enum",
            "union" where peek(2)?.isSymbol("{") == true || token.text == "typedef":
            skipDeclaration()
            return nil
        case "break", "continue", "goto":
            skipDeclaration()
            return nil
        default:
            return try declaration()
        }
    }

    /// `if (condition) … else …`; `@available(iOS 13.0, *)` is the availability condition the Swift
    /// model gives `#available`.
    mutating func conditional() throws(SwiftSyntaxError) -> SourceStatement {
        let line = currentLine
        index += 1
        guard accept("(") else { throw error("expected '(' after 'if'") }
        try enter()
        defer { depth -= 1 }
        var condition: SourceCondition
        let negated = accept("!")
        if atDirective("available") {
            index += 2
            let arguments = at("(") ? tokensInParentheses() : []
            let version = arguments.firstIndex { $0.text == "iOS" }.flatMap {
                $0 + 1 < arguments.count ? arguments[$0 + 1].text : nil
            }
            condition = .available(version: version, negated: negated, line: line)
        } else {
            if negated { index -= 1 }
            condition = .expression(try expression())
        }
        while current != nil, !at(")") { index += 1 }
        guard accept(")") else { throw error("'(' of the 'if' at line \(line) is never closed") }
        let then = try body()
        var otherwise: [SourceStatement]?
        if atKeyword("else") {
            index += 1
            otherwise = try body()
        }
        return .conditional(conditions: [condition], then: then, otherwise: otherwise, line: line)
    }

    /// The tokens inside the `( … )` at the read position (consumed).
    mutating func tokensInParentheses() -> [SwiftToken] {
        let start = index
        skipBalanced()
        return Array(tokens[(start + 1)..<max(start + 1, index - 1)])
    }

    /// Whether a declaration starts here: a qualifier, or a type name (with `<…>` and `*`s) followed by
    /// the declared name and `=`, `;`, `,`, `(` or `[`.
    func isDeclarationStart() -> Bool {
        guard let first = current, first.kind == .identifier else { return false }
        if Self.qualifiers.contains(first.text) { return true }
        var offset = 1
        if peek(offset)?.isSymbol("<") == true {
            var level = 0
            while let token = peek(offset) {
                if token.isSymbol("<") { level += 1 }
                if token.isSymbol(">") { level -= 1 }
                offset += 1
                if level == 0 { break }
            }
        }
        while let token = peek(offset), token.isSymbol("*") || Self.qualifiers.contains(token.text) {
            offset += 1
        }
        guard peek(offset)?.kind == .identifier, let after = peek(offset + 1) else { return false }
        return ["=", ";", ",", "(", "["].contains { after.isSymbol($0) }
    }

    /// A C declaration: a function (`static void style(UINavigationBar *bar) { … }`) or variables
    /// (`UIColor *tint = …, *edge;`), each a variable statement; a prototype says nothing.
    mutating func declaration() throws(SwiftSyntaxError) -> SourceStatement? {
        let line = currentLine
        var typeWords: [String] = []
        var declared: [SourceStatement] = []
        while let token = current, token.kind == .identifier || token.kind == .keyword || token.isSymbol("*")
        {
            if token.kind == .identifier,
                peek(1).map({
                    $0.isSymbol("=") || $0.isSymbol(";") || $0.isSymbol(",") || $0.isSymbol("(")
                        || $0.isSymbol("[")
                }) == true, !typeWords.isEmpty
            {
                break
            }
            if !Self.qualifiers.contains(token.text) { typeWords.append(token.text) }
            index += 1
            if at("<") { skipBalanced() }
        }
        let type = typeWords.joined(separator: " ").replacing(" *", with: "*")
        while let name = current, name.kind == .identifier {
            index += 1
            if at("(") {
                let parameters = tokensInParentheses().split { $0.isSymbol(",") }.compactMap { parameter in
                    parameter.last { $0.kind == .identifier }.map { name in
                        SourceFunction.Parameter(
                            label: nil, name: name.text,
                            typeText: parameter.dropLast().map(\.text).joined(separator: " "))
                    }
                }
                while let token = current, !token.isSymbol("{"), !token.isSymbol(";") { index += 1 }
                guard at("{") else {
                    _ = accept(";")
                    return nil
                }
                let body = try body()
                return .function(
                    SourceFunction(
                        name: name.text, parameters: parameters, returnType: type == "void" ? nil : type,
                        modifiers: ["static"], body: body, line: line))
            }
            while at("[") { skipBalanced() }
            let value = accept("=") ? try expression() : nil
            declared.append(.variable(name: name.text, type: type, value: value, body: nil, line: name.line))
            guard accept(",") else { break }
            while accept("*") {}
        }
        _ = accept(";")
        return declared.count == 1 ? declared[0] : .block(declared, line: line)
    }

    /// An expression statement: an assignment (`a.b = c;`, `[a setB:c];`) or an expression evaluated
    /// for its effect.
    mutating func expressionStatement() throws(SwiftSyntaxError) -> SourceStatement? {
        let value = try expression()
        _ = accept(";")
        if case .binary(let op, let target, let assigned, let line) = value,
            Self.assignmentOperators.contains(op)
        {
            return .assignment(target: target, op: op, value: assigned, line: line)
        }
        return .expression(value)
    }
}
