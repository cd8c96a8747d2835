extension SwiftSourceParser {
    /// `let`/`var` bindings, stored or computed; several comma-separated bindings become a block.
    mutating func variable() throws(SwiftSyntaxError) -> SourceStatement? {
        let line = currentLine
        index += 1
        var bindings: [SourceStatement] = []
        repeat {
            guard let nameToken = current else { throw error("expected a name after 'let' or 'var'") }
            var name = "_"
            if nameToken.isSymbol("(") {
                skipBalanced()
            } else {
                name = nameToken.text
                index += 1
            }
            var type: String?
            if accept(":") { type = skipType() }
            var value: SourceExpression?
            if accept("=") { value = try expression(allowsTrailingClosure: true) }
            var body: [SourceStatement]?
            if at("{"), value == nil || current?.startsLine == false {
                body = try accessors()
            }
            bindings.append(.variable(name: name, type: type, value: value, body: body, line: nameToken.line))
        } while accept(",")
        return bindings.count == 1 ? bindings[0] : .block(bindings, line: line)
    }

    /// A computed property's or observer's `{ … }`: the getter's statements (or the whole body when it
    /// has no accessor keywords); `set` and observer bodies follow it, so they are read too.
    mutating func accessors() throws(SwiftSyntaxError) -> [SourceStatement] {
        let accessorWords: Set<String> = ["get", "set", "willSet", "didSet", "_modify", "_read"]
        guard let first = peek(1), first.kind == .identifier, accessorWords.contains(first.text) else {
            return try block()
        }
        index += 1
        try enter()
        defer { depth -= 1 }
        var getter: [SourceStatement] = []
        var others: [SourceStatement] = []
        while let token = current, !token.isSymbol("}") {
            if token.kind == .identifier, accessorWords.contains(token.text) {
                index += 1
                if at("(") { skipBalanced() }
                while let word = current, word.kind == .identifier || word.kind == .keyword,
                    !word.isSymbol("{")
                {
                    index += 1
                }
                if at("{") {
                    let body = try block()
                    if token.text == "get" { getter = body } else { others += body }
                }
            } else if token.isSymbol("@") {
                skipAttribute()
            } else {
                index += 1
            }
        }
        guard accept("}") else { throw error("a property's accessors are never closed") }
        return getter + (others.isEmpty ? [] : [.block(others, line: currentLine)])
    }

    /// `func`, `init`, `deinit` or `subscript` with its parameters, return type and body.
    mutating func function(modifiers: [String]) throws(SwiftSyntaxError) -> SourceStatement {
        guard let keyword = current else { throw error("expected a function") }
        let line = keyword.line
        index += 1
        var name = keyword.text
        if keyword.text == "func", let nameToken = current {
            name = nameToken.text
            index += 1
        }
        if at("?") || at("!")
            || (current?.kind == .operator && (current?.text == "?" || current?.text == "!"))
        {
            index += 1
        }
        if at("<") { skipBalanced() }
        var parameters: [SourceFunction.Parameter] = []
        if at("(") {
            parameters = try parameterList()
        }
        var returnType: String?
        while let token = current, token.kind == .keyword || token.kind == .identifier,
            ["async", "throws", "rethrows", "reasync"].contains(token.text)
        {
            index += 1
            if at("(") { skipBalanced() }
        }
        if accept("->") { returnType = skipType() }
        if atKeyword("where") {
            while let token = current, !token.isSymbol("{"), !token.startsLine || token.isSymbol(",") {
                index += 1
            }
        }
        var body: [SourceStatement]?
        if at("{") { body = try block() }
        return .function(
            SourceFunction(
                name: name, parameters: parameters, returnType: returnType, modifiers: modifiers, body: body,
                line: line))
    }

    /// `( label name: Type = default, … )`.
    mutating func parameterList() throws(SwiftSyntaxError) -> [SourceFunction.Parameter] {
        index += 1
        var parameters: [SourceFunction.Parameter] = []
        while let token = current, !token.isSymbol(")") {
            var words: [String] = []
            while let word = current, word.kind == .identifier || word.kind == .keyword, !word.isSymbol(":") {
                words.append(word.text)
                index += 1
            }
            var type = ""
            if accept(":") {
                while atKeyword("inout") || at("@") {
                    if at("@") { skipAttribute() } else { index += 1 }
                }
                type = skipType()
            }
            if accept("=") { _ = try expression(allowsTrailingClosure: true) }
            if at("...") { index += 1 }
            if !words.isEmpty {
                let label = words.count >= 2 ? words[0] : words[0]
                let name = words.count >= 2 ? words[1] : words[0]
                parameters.append(.init(label: label == "_" ? nil : label, name: name, typeText: type))
            }
            if !accept(",") && !at(")") {
                if current == nil { break }
                index += 1
            }
        }
        guard accept(")") else { throw error("a parameter list is never closed") }
        return parameters
    }

    /// `class|struct|enum|extension|protocol|actor Name …: Inherits { members }`.
    mutating func typeDeclaration() throws(SwiftSyntaxError) -> SourceStatement {
        guard let keyword = current else { throw error("expected a type declaration") }
        index += 1
        var name = ""
        while let token = current, token.kind == .identifier || token.kind == .keyword {
            name += token.text
            index += 1
            if at("."), peek(1)?.kind == .identifier {
                name += "."
                index += 1
            } else {
                break
            }
        }
        if at("<") { skipBalanced() }
        var inherits: [String] = []
        if accept(":") {
            repeat {
                let type = skipType()
                if !type.isEmpty { inherits.append(type) }
            } while accept(",")
        }
        if atKeyword("where") {
            while let token = current, !token.isSymbol("{") { index += 1 }
        }
        let members = at("{") ? try block() : []
        return .type(
            SourceTypeDeclaration(
                keyword: keyword.text, name: name, inherits: inherits, members: members, line: keyword.line))
    }
}
