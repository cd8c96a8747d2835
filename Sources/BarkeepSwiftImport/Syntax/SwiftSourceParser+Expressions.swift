extension SwiftSourceParser {
    /// The binary operators the reader knows, by precedence (higher binds tighter).
    static let precedence: [String: Int] = [
        "??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "<": 4, ">": 4, "<=": 4, ">=": 4, "===": 4, "!==": 4,
        "~=": 4, "...": 5, "..<": 5, "+": 6, "-": 6, "|": 6, "^": 6, "&+": 6, "&-": 6, "*": 7, "/": 7, "%": 7,
        "&": 7, "&*": 7, "<<": 8, ">>": 8,
    ]

    /// An expression; `allowsTrailingClosure` is false in `if`/`guard`/`while` conditions.
    mutating func expression(allowsTrailingClosure: Bool) throws(SwiftSyntaxError) -> SourceExpression {
        try enter()
        defer { depth -= 1 }
        let condition = try binary(minimum: 1, allowsTrailingClosure: allowsTrailingClosure)
        if let token = current, token.kind == .operator, token.text == "?", token.followsSpace {
            index += 1
            let then = try expression(allowsTrailingClosure: allowsTrailingClosure)
            guard accept(":") else { throw error("expected ':' in a conditional expression") }
            let otherwise = try expression(allowsTrailingClosure: allowsTrailingClosure)
            return .ternary(condition, then, otherwise, line: condition.line)
        }
        return condition
    }

    /// Binary operators at or above `minimum` precedence, left-associative (`??` right).
    mutating func binary(minimum: Int, allowsTrailingClosure: Bool) throws(SwiftSyntaxError)
        -> SourceExpression
    {
        var left = try unary(allowsTrailingClosure: allowsTrailingClosure)
        // Each operator nests the expression one level deeper: `1 + 1 + …` counts toward the depth.
        var folds = 0
        defer { depth -= folds }
        while let token = current, token.kind == .operator, let level = Self.precedence[token.text],
            level >= minimum
        {
            try enter()
            folds += 1
            index += 1
            let right = try binary(
                minimum: token.text == "??" ? level : level + 1, allowsTrailingClosure: allowsTrailingClosure)
            left = .binary(token.text, left, right, line: left.line)
        }
        return left
    }

    /// A prefix operator and its operand, then casts.
    mutating func unary(allowsTrailingClosure: Bool) throws(SwiftSyntaxError) -> SourceExpression {
        while atKeyword("try") || atKeyword("await") || atKeyword("some") || atKeyword("any") {
            index += 1
            _ = accept("?") || accept("!")
        }
        if let token = current, token.kind == .operator,
            ["-", "!", "~", "&", "+", "..<", "..."].contains(token.text)
        {
            index += 1
            try enter()
            defer { depth -= 1 }
            let operand = try unary(allowsTrailingClosure: allowsTrailingClosure)
            if token.text == "-", case .number(let value, let line) = operand {
                return .number(-value, line: line)
            }
            return .prefix(token.text, operand, line: token.line)
        }
        var operand = try postfix(allowsTrailingClosure: allowsTrailingClosure)
        while let token = current, token.isKeyword("as") || token.isKeyword("is") {
            index += 1
            var op = token.text
            if let mark = current, mark.isSymbol("?") || mark.isSymbol("!"), !mark.followsSpace {
                op += mark.text
                index += 1
            }
            let type = skipType()
            operand = .cast(operand, op, type: type, line: operand.line)
        }
        return operand
    }

    /// A primary expression followed by member accesses, calls, subscripts, trailing closures and
    /// postfix `?`/`!`.
    mutating func postfix(allowsTrailingClosure: Bool) throws(SwiftSyntaxError) -> SourceExpression {
        var result = try primary()
        // Each member access, call or subscript nests the expression one level deeper: a chain
        // `a.b.b…` counts toward the depth (with one level for the token that ends it).
        var links = 0
        defer { depth -= links }
        while let token = current {
            try enter()
            links += 1
            if token.isSymbol(".") {
                index += 1
                guard let member = current else { break }
                if member.kind == .identifier || member.kind == .keyword || member.kind == .integer {
                    index += 1
                    // A member on a line of its own (a SwiftUI modifier) starts there, so what it sets is
                    // reported on its line.
                    result = .member(result, member.text, line: token.startsLine ? token.line : result.line)
                }
            } else if token.isSymbol("("), !token.startsLine {
                result = .call(result, try argumentList(closer: ")"), line: result.line)
            } else if token.isSymbol("["), !token.startsLine {
                result = .subscripted(result, try argumentList(closer: "]"), line: result.line)
            } else if token.isSymbol("{"), !token.startsLine, allowsTrailingClosure {
                var arguments: [SourceArgument] = []
                if case .call(let callee, let existing, _) = result {
                    arguments = existing
                    result = callee
                }
                arguments.append(SourceArgument(label: nil, value: try closure()))
                while let label = current, label.kind == .identifier || label.kind == .keyword,
                    peek(1)?.isSymbol(":") == true, peek(2)?.isSymbol("{") == true, !label.startsLine || true
                {
                    guard label.line == tokens[index - 1].line else { break }
                    index += 2
                    arguments.append(SourceArgument(label: label.text, value: try closure()))
                }
                result = .call(result, arguments, line: result.line)
            } else if token.kind == .punctuation, token.text == "?" || token.text == "!" {
                index += 1
                result = .postfix(token.text, result, line: result.line)
            } else if token.kind == .operator, token.text == "<", !token.followsSpace,
                case .name(let name, _) = result,
                name.first?.isUppercase == true
            {
                skipBalanced()
            } else {
                break
            }
        }
        return result
    }

    /// A literal, name, implicit member, tuple, collection, closure or `#` keyword.
    mutating func primary() throws(SwiftSyntaxError) -> SourceExpression {
        guard let token = current else { throw error("expected an expression at the end of the file") }
        let line = token.line
        switch token.kind {
        case .identifier:
            index += 1
            return .name(token.text, line: line)
        case .keyword:
            index += 1
            switch token.text {
            case "true": return .boolean(true, line: line)
            case "false": return .boolean(false, line: line)
            case "nil": return .null(line: line)
            default: return .name(token.text, line: line)
            }
        case .integer, .float:
            index += 1
            return .number(Self.numberValue(token.text) ?? 0, line: line)
        case .string:
            index += 1
            return .string(token.isInterpolated ? nil : token.text, line: line)
        case .poundKeyword:
            index += 1
            let arguments = at("(") && current?.followsSpace == false ? try argumentList(closer: ")") : []
            return .pound(token.text, arguments, line: line)
        case .punctuation:
            switch token.text {
            case ".":
                index += 1
                guard let member = current, member.kind == .identifier || member.kind == .keyword else {
                    return .unparsed(".", line: line)
                }
                index += 1
                return .implicitMember(member.text, line: line)
            case "(":
                let elements = try argumentList(closer: ")")
                if elements.count == 1, elements[0].label == nil { return elements[0].value }
                return .tuple(elements, line: line)
            case "[":
                return try collection()
            case "{":
                return try closure()
            case "\\":
                index += 1
                var text = "\\"
                while let part = current,
                    part.kind == .identifier || part.isSymbol(".") || part.isSymbol("?"),
                    !part.startsLine
                {
                    text += part.text
                    index += 1
                }
                return .unparsed(text, line: line)
            default:
                index += 1
                return .unparsed(token.text, line: line)
            }
        default:
            index += 1
            return .unparsed(token.text, line: line)
        }
    }

    /// `(label: value, …)` or `[…]` arguments; the opener is the current token.
    mutating func argumentList(closer: String) throws(SwiftSyntaxError) -> [SourceArgument] {
        let openLine = currentLine
        index += 1
        try enter()
        defer { depth -= 1 }
        var arguments: [SourceArgument] = []
        while let token = current, !token.isSymbol(closer) {
            var label: String?
            if token.kind == .identifier || token.kind == .keyword, peek(1)?.isSymbol(":") == true {
                label = token.text
                index += 2
            }
            if at(",") || at(closer) {
                arguments.append(SourceArgument(label: label, value: .unparsed("", line: token.line)))
            } else {
                arguments.append(
                    SourceArgument(label: label, value: try expression(allowsTrailingClosure: true)))
            }
            if !accept(",") {
                guard at(closer) else {
                    if current == nil { break }
                    if current?.isSymbol("}") == true || current?.isSymbol(")") == true
                        || current?.isSymbol("]") == true
                    {
                        throw error("expected '\(closer)' to close the list opened at line \(openLine)")
                    }
                    index += 1
                    continue
                }
            }
        }
        guard accept(closer) else {
            throw error("'\(closer == ")" ? "(" : "[")' opened at line \(openLine) is never closed")
        }
        return arguments
    }

    /// `[a, b]`, `[k: v]`, `[]` or `[:]`; the `[` is the current token.
    mutating func collection() throws(SwiftSyntaxError) -> SourceExpression {
        let line = currentLine
        index += 1
        try enter()
        defer { depth -= 1 }
        if at(":"), peek(1)?.isSymbol("]") == true {
            index += 2
            return .dictionary([], line: line)
        }
        var elements: [SourceExpression] = []
        var pairs: [(key: SourceExpression, value: SourceExpression)] = []
        while let token = current, !token.isSymbol("]") {
            let element = try expression(allowsTrailingClosure: true)
            if accept(":") {
                pairs.append((element, try expression(allowsTrailingClosure: true)))
            } else {
                elements.append(element)
            }
            if !accept(",") && !at("]") {
                guard current != nil, !(current?.isSymbol("}") ?? false), !(current?.isSymbol(")") ?? false)
                else { break }
                index += 1
            }
        }
        guard accept("]") else { throw error("'[' opened at line \(line) is never closed") }
        return pairs.isEmpty ? .array(elements, line: line) : .dictionary(pairs, line: line)
    }

    /// `{ [captures] params in statements }`; the `{` is the current token.
    mutating func closure() throws(SwiftSyntaxError) -> SourceExpression {
        let line = currentLine
        let open = index
        index += 1
        var parameters: [String] = []
        var scan = index
        var level = 0
        var sawIn = false
        let signatureWords: Set<String> = [
            "_", "inout", "throws", "async", "weak", "unowned", "self", "some", "any",
        ]
        while scan < tokens.count, scan - index < 40 {
            let token = tokens[scan]
            if token.isSymbol("(") || token.isSymbol("[") { level += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { level -= 1 }
            if token.isSymbol("{") || token.isSymbol("}") || level < 0 { break }
            if token.isKeyword("in") && level == 0 {
                sawIn = true
                break
            }
            if token.kind == .keyword && !signatureWords.contains(token.text) { break }
            if token.kind == .string || token.kind == .integer
                || (token.kind == .operator && token.text != "->")
            {
                break
            }
            scan += 1
        }
        if sawIn {
            var previous: SwiftToken?
            for token in tokens[index..<scan] {
                if token.kind == .identifier, !(previous?.isSymbol(":") ?? false),
                    !(previous?.isSymbol("->") ?? false)
                {
                    parameters.append(token.text)
                }
                previous = token
            }
            index = scan + 1
        }
        _ = open
        let body = try statements(until: "}")
        return .closure(parameters: parameters, body: body, line: line)
    }

    /// The value of a number literal as written (any base, `_` separators), or `nil`.
    static func numberValue(_ text: String) -> Double? {
        let digits = text.replacingUnderscores()
        if digits.hasPrefix("0x") {
            if !digits.contains("p") && !digits.contains("P") && !digits.contains(".") {
                return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
            }
            return Double(digits)
        }
        if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2).map { Double($0) } }
        if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8).map { Double($0) } }
        return Double(digits)
    }
}

extension String {
    /// The string without `_` digit separators.
    fileprivate func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
