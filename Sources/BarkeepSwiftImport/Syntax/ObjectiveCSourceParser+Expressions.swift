extension ObjectiveCSourceParser {
    /// C's assignment operators, which make an expression statement an assignment.
    static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    /// C's binary operators and their precedence (higher binds tighter).
    static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// C functions whose result the recogniser reads through: `CFBridgingRelease` and the like pass
    /// their argument on.
    static let passThroughFunctions: Set<String> = [
        "CFBridgingRelease", "CFBridgingRetain", "NSClassFromString",
    ]

    /// An expression, assignments included (as `=` binary expressions).
    mutating func expression() throws(SwiftSyntaxError) -> SourceExpression {
        try enter()
        defer { depth -= 1 }
        let left = try ternary()
        if let op = current, op.kind == .operator, Self.assignmentOperators.contains(op.text) {
            index += 1
            return .binary(op.text, left, try expression(), line: op.line)
        }
        return left
    }

    /// `condition ? a : b`, or a binary expression.
    mutating func ternary() throws(SwiftSyntaxError) -> SourceExpression {
        let condition = try binary(minimum: 1)
        guard let question = current, question.isSymbol("?") else { return condition }
        index += 1
        let then = at(":") ? condition : try expression()
        guard accept(":") else { throw error("expected ':' in the conditional expression") }
        return .ternary(condition, then, try expression(), line: question.line)
    }

    /// Binary operators of at least `minimum` precedence, left to right; each one counts a level.
    mutating func binary(minimum: Int) throws(SwiftSyntaxError) -> SourceExpression {
        var left = try unary()
        var folds = 0
        defer { depth -= folds }
        while let op = current, op.kind == .operator, let level = Self.precedence[op.text], level >= minimum {
            index += 1
            try enter()
            folds += 1
            left = .binary(op.text, left, try binary(minimum: level + 1), line: op.line)
        }
        return left
    }

    /// A prefix operator or a cast (dropped: `(CGFloat)0.5` is `0.5`), then a postfix expression.
    mutating func unary() throws(SwiftSyntaxError) -> SourceExpression {
        guard let token = current else { throw error("expected an expression") }
        if token.kind == .operator, ["-", "+", "!", "~", "*", "&", "++", "--"].contains(token.text) {
            index += 1
            try enter()
            defer { depth -= 1 }
            let operand = try unary()
            if token.text == "-" || token.text == "!" {
                return .prefix(token.text, operand, line: token.line)
            }
            return operand
        }
        if token.isKeyword("sizeof") {
            index += 1
            if at("(") { skipBalanced() } else { _ = try unary() }
            return .unparsed("sizeof(…)", line: token.line)
        }
        if token.isSymbol("("), isCast() {
            skipBalanced()
            try enter()
            defer { depth -= 1 }
            return try unary()
        }
        return try postfix()
    }

    /// Whether the `(` at the read position opens a cast: a type name (a capitalised or C type word,
    /// with `<…>` and `*`s) closed by `)` and followed by an operand.
    func isCast() -> Bool {
        guard let name = peek(1), name.kind == .identifier || name.kind == .keyword else { return false }
        var offset = 2
        var isPointer = false
        while let token = peek(offset),
            token.isSymbol("*") || token.isSymbol("<") || token.isSymbol(">")
                || token.isSymbol(",") || (token.kind == .identifier && offset > 2)
        {
            isPointer = isPointer || token.isSymbol("*")
            offset += 1
        }
        guard peek(offset)?.isSymbol(")") == true, let next = peek(offset + 1) else { return false }
        let isType =
            isPointer || name.text.first?.isUppercase == true || name.kind == .keyword
            || ["id", "int", "float", "double", "long", "short", "char", "BOOL", "bool", "NSInteger"]
                .contains(name.text)
        let startsOperand =
            [.identifier, .integer, .float, .string].contains(next.kind)
            || ["(", "[", "@", "^", "-", "!"].contains { next.isSymbol($0) }
        return isType && startsOperand
    }

    /// A primary expression and its members (`.`, `->`), calls, subscripts and `++`/`--`; each link
    /// counts a level.
    mutating func postfix() throws(SwiftSyntaxError) -> SourceExpression {
        var value = try primary()
        var links = 0
        defer { depth -= links }
        while let token = current {
            if token.isSymbol(".") || token.isSymbol("->"), let member = peek(1),
                member.kind == .identifier || member.kind == .keyword
            {
                index += 2
                if case .name(let className, _) = value,
                    let getter = ObjectiveCNames.classColorGetter(member.text, className: className)
                {
                    value = recorded(.member(value, getter, line: member.line), from: index - 3)
                } else {
                    value = .member(value, ObjectiveCNames.property(member.text), line: member.line)
                }
            } else if token.isSymbol("(") {
                value = try call(value)
            } else if token.isSymbol("[") {
                index += 1
                let subscriptValue = try expression()
                guard accept("]") else { throw error("expected ']' to close the subscript") }
                value = .subscripted(
                    value, [SourceArgument(label: nil, value: subscriptValue)], line: token.line)
            } else if token.isSymbol("++") || token.isSymbol("--") {
                index += 1
                continue
            } else {
                return value
            }
            try enter()
            links += 1
        }
        return value
    }

    /// A C call `callee(arguments)`; the constructors of ``ObjectiveCNames/constructors`` become Swift
    /// initializers with their labels.
    mutating func call(_ callee: SourceExpression) throws(SwiftSyntaxError) -> SourceExpression {
        let start = index
        index += 1
        try enter()
        defer { depth -= 1 }
        var values: [SourceExpression] = []
        while !at(")") {
            guard current != nil else {
                throw error("'(' opened at line \(tokens[start].line) is never closed")
            }
            values.append(try expression())
            if !accept(",") && !at(")") { throw error("expected ',' or ')' in the argument list") }
        }
        index += 1
        if case .name(let name, let line) = callee {
            if let constructor = ObjectiveCNames.constructors[name] {
                let arguments = values.enumerated().map {
                    SourceArgument(
                        label: $0.offset < constructor.labels.count ? constructor.labels[$0.offset] : nil,
                        value: $0.element)
                }
                return recorded(
                    .call(.name(constructor.type, line: line), arguments, line: line), from: start - 1)
            }
            if Self.passThroughFunctions.contains(name), values.count == 1 { return values[0] }
        }
        return .call(callee, values.map { SourceArgument(label: nil, value: $0) }, line: tokens[start].line)
    }

    /// `swift`, noting its Objective-C text (the tokens from `start` to the read position) when the
    /// two read otherwise.
    mutating func recorded(_ swift: SourceExpression, from start: Int) -> SourceExpression {
        let written = tokens[start..<index].enumerated().map { offset, token in
            let text = token.kind == .string ? "\"" + token.text + "\"" : token.text
            return offset > 0 && token.followsSpace ? " " + text : text
        }.joined()
        let text = swift.text
        if text != written, !text.isEmpty { writtenForms[text] = written }
        return swift
    }
}
