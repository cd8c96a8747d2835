extension ObjectiveCSourceParser {
    /// A name or constant, a number, a string (adjacent ones joined), a message `[…]`, an Objective-C
    /// literal (`@"…"`, `@[…]`, `@{…}`, `@(…)`, `@YES`), a parenthesised expression or a block.
    mutating func primary() throws(SwiftSyntaxError) -> SourceExpression {
        guard let token = current else { throw error("expected an expression") }
        let line = token.line
        switch token.kind {
        case .identifier, .keyword:
            index += 1
            if let constant = ObjectiveCNames.constant(token.text, line: line) {
                guard case .implicitMember = constant else { return constant }
                return recorded(constant, from: index - 1)
            }
            return .name(token.text, line: line)
        case .integer, .float:
            index += 1
            return .number(SwiftSourceParser.numberValue(token.text) ?? 0, line: line)
        case .string:
            return .string(strings(), line: line)
        default:
            break
        }
        if token.isSymbol("[") { return try message() }
        if token.isSymbol("@") { return try literal() }
        if token.isSymbol("^") { return try block() }
        if token.isSymbol("(") {
            index += 1
            try enter()
            defer { depth -= 1 }
            if at("{") {
                skipBalanced()
                _ = accept(")")
                return .unparsed("({ … })", line: line)
            }
            let inner = try expression()
            guard accept(")") else { throw error("expected ')' to close the '(' at line \(line)") }
            return inner
        }
        if token.isSymbol("{") {
            skipBalanced()
            return .unparsed("{ … }", line: line)
        }
        throw error("expected an expression, found '\(token.text)'")
    }

    /// Adjacent string literals (`"a" "b"`, `@"a" @"b"`) as one value.
    mutating func strings() -> String {
        var value = ""
        while let token = current {
            if token.kind == .string {
                value += token.text
                index += 1
            } else if token.isSymbol("@"), peek(1)?.kind == .string {
                index += 1
            } else {
                return value
            }
        }
        return value
    }

    /// `[receiver selector]` or `[receiver piece:value piece:value, extra…]`, as Swift's shape.
    mutating func message() throws(SwiftSyntaxError) -> SourceExpression {
        let start = index
        let line = currentLine
        index += 1
        try enter()
        defer { depth -= 1 }
        let receiver = try unary()
        var pieces: [(name: String, value: SourceExpression)] = []
        var extra: [SourceExpression] = []
        var selector = ""
        while !at("]") {
            guard let token = current else { throw error("'[' opened at line \(line) is never closed") }
            var name = ""
            if token.kind == .identifier || token.kind == .keyword {
                name = token.text
                index += 1
                if pieces.isEmpty, at("]") {
                    selector = name
                    break
                }
            }
            guard accept(":") else {
                throw error("expected a selector piece 'name:' in the message to \(receiver.text)")
            }
            pieces.append((name, try expression()))
            selector += name + ":"
            while accept(",") { extra.append(try expression()) }
        }
        guard !selector.isEmpty else { throw error("a message needs a selector after its receiver") }
        index += 1
        return recorded(
            ObjectiveCNames.message(receiver, pieces, selector: selector, extra: extra, line: line),
            from: start)
    }

    /// An Objective-C literal after `@`: a string, array, dictionary, boxed expression or number,
    /// `@YES`/`@NO`; `@selector(…)` and the like as written.
    mutating func literal() throws(SwiftSyntaxError) -> SourceExpression {
        let start = index
        let line = currentLine
        guard let next = peek(1) else { throw error("'@' must start a literal or a directive") }
        if next.kind == .string { return .string(strings(), line: line) }
        index += 1
        try enter()
        defer { depth -= 1 }
        if accept("[") {
            var elements: [SourceExpression] = []
            while !accept("]") {
                guard current != nil else { throw error("'@[' opened at line \(line) is never closed") }
                elements.append(try expression())
                if !accept(",") && !at("]") { throw error("expected ',' or ']' in the array literal") }
            }
            return recorded(.array(elements, line: line), from: start)
        }
        if accept("{") {
            var pairs: [(key: SourceExpression, value: SourceExpression)] = []
            while !accept("}") {
                guard current != nil else { throw error("'@{' opened at line \(line) is never closed") }
                let key = try expression()
                guard accept(":") else { throw error("expected ':' after a key of the dictionary literal") }
                pairs.append((key, try expression()))
                if !accept(",") && !at("}") { throw error("expected ',' or '}' in the dictionary literal") }
            }
            return recorded(.dictionary(pairs, line: line), from: start)
        }
        if at("(") { return try primary() }
        if next.kind == .integer || next.kind == .float || next.isSymbol("-") { return try unary() }
        if let constant = ObjectiveCNames.constant(next.text, line: line), next.kind == .identifier {
            index += 1
            return constant
        }
        index += 1
        if at("(") { skipBalanced() }
        return .unparsed("@" + next.text + "(…)", line: line)
    }

    /// A block `^{ … }`, `^(Type a, Type b) { … }` or `^Type (Type a) { … }`: a closure with its
    /// parameter names and body.
    mutating func block() throws(SwiftSyntaxError) -> SourceExpression {
        let line = currentLine
        index += 1
        var parameters: [String] = []
        while let token = current, !token.isSymbol("{") {
            if token.isSymbol("(") {
                parameters = tokensInParentheses().split { $0.isSymbol(",") }.compactMap { parameter in
                    parameter.last { $0.kind == .identifier && $0.text != "void" }.map(\.text)
                }
            } else {
                index += 1
            }
        }
        guard accept("{") else { throw error("expected '{' to open the block's body") }
        return .closure(parameters: parameters, body: try statements(until: "}"), line: line)
    }
}
