/// Reads Objective-C statements and declarations into the statement model the Swift front end
/// produces, so the one recogniser runs both: `@implementation` becomes a class (or, for a category,
/// an extension) with its methods as functions named as Swift sees them, `@interface` gives the
/// superclass, C functions and locals (`UIColor *tint = …;`) become functions and variables,
/// `if (@available(iOS 13.0, *))` becomes an availability condition, and messages become calls,
/// initializers and assignments (``ObjectiveCNames``). Preprocessor lines other than conditionals,
/// `@property` and method declarations, `@protocol`, `typedef`, `struct` and `enum` declarations say
/// nothing to the recogniser and are stepped over. Nesting deeper than the Swift parser's limit, an
/// unclosed bracket or a message without a selector is an error naming the file, line and column.
struct ObjectiveCSourceParser: SourceTokenParser {
    /// Words that qualify a type in a declaration and say nothing about it here.
    static let qualifiers: Set<String> = [
        "static", "extern", "const", "inline", "volatile", "register", "unsigned", "signed", "struct",
        "enum", "__weak", "__strong", "__block", "__kindof", "__unsafe_unretained", "__autoreleasing",
        "__auto_type", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull",
        "_Null_unspecified", "NS_INLINE", "FOUNDATION_EXPORT", "UIKIT_EXTERN",
    ]

    let file: String
    let tokens: [SwiftToken]
    var index = 0
    var depth = 0
    /// The Objective-C text of each expression whose Swift shape reads otherwise, by its Swift text.
    var writtenForms: [String: String] = [:]

    /// Parses the whole file; also returns the Objective-C text of translated expressions by their
    /// Swift text, for reports that show the code as written.
    static func parse(_ tokens: [SwiftToken], file: String) throws(SwiftSyntaxError) -> (
        statements: [SourceStatement], writtenForms: [String: String]
    ) {
        var parser = ObjectiveCSourceParser(file: file, tokens: tokens)
        let statements = try parser.statements(until: nil)
        return (statements, parser.writtenForms)
    }

    /// Whether the current token is `@` followed by the word `word`.
    func atDirective(_ word: String) -> Bool {
        at("@") && peek(1)?.text == word && peek(1)?.kind == .identifier
    }

    /// Statements up to the closing `}` or `@end` (consumed), or with `nil` the end of the file.
    mutating func statements(until closer: String?) throws(SwiftSyntaxError) -> [SourceStatement] {
        try enter()
        defer { depth -= 1 }
        let openLine = index > 0 ? tokens[min(index, tokens.count) - 1].line : 1
        var result: [SourceStatement] = []
        while true {
            guard current != nil else {
                if let closer {
                    throw error(
                        "'\(closer == "end" ? "@implementation" : "{")' opened at line \(openLine) is never closed"
                    )
                }
                return result
            }
            if closer == "}", accept("}") { return result }
            if closer == "end", atDirective("end") {
                index += 2
                return result
            }
            if at("}") || at(")") || at("]") {
                guard closer != nil else { throw error("unbalanced '\(current!.text)': nothing to close") }
                index += 1
                continue
            }
            let start = index
            if let statement = try statement(inImplementation: closer == "end") { result.append(statement) }
            if index == start { index += 1 }
        }
    }

    /// A `{ … }` block, or one statement where C allows a statement without braces.
    mutating func body() throws(SwiftSyntaxError) -> [SourceStatement] {
        if accept("{") { return try statements(until: "}") }
        try enter()
        defer { depth -= 1 }
        return try statement(inImplementation: false).map { [$0] } ?? []
    }

    /// Skips to the `;` that ends the current declaration (consumed), stepping over balanced groups.
    mutating func skipDeclaration() {
        while let token = current, !token.isSymbol(";"), !atDirective("end") {
            if token.isSymbol("{") || token.isSymbol("(") || token.isSymbol("[") {
                skipBalanced()
                if token.isSymbol("{"), !at(";") { return }
            } else {
                index += 1
            }
        }
        _ = accept(";")
    }

    /// One statement, or `nil` for one that says nothing (`#import`, `;`, `@class`).
    mutating func statement(inImplementation: Bool) throws(SwiftSyntaxError) -> SourceStatement? {
        guard let token = current else { return nil }
        if token.kind == .directive {
            index += 1
            return Self.conditionalDirective(token.text).map { .directive($0, line: token.line) }
        }
        if token.isSymbol(";") {
            index += 1
            return nil
        }
        if token.isSymbol("@"), let word = peek(1), word.kind == .identifier || word.kind == .keyword {
            return try atStatement(word.text, line: token.line)
        }
        if inImplementation, token.isSymbol("-") || token.isSymbol("+"), peek(1)?.isSymbol("(") == true {
            return try method()
        }
        if token.isSymbol("{") {
            index += 1
            return .block(try statements(until: "}"), line: token.line)
        }
        if token.kind == .keyword { return try keywordStatement(token) }
        if isDeclarationStart() { return try declaration() }
        return try expressionStatement()
    }

    /// `#if`, `#ifdef`, `#elif`, `#else`, `#endif` as the Swift model's directive lines; `nil` for
    /// other preprocessor lines (`#import`, `#pragma mark`, `#define`), which say nothing here.
    static func conditionalDirective(_ text: String) -> String? {
        let words = text.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let condition = words.count > 1 ? " " + words[1] : ""
        switch words.first ?? "" {
        case "if", "else", "endif": return "#" + words[0] + condition
        case "ifdef": return "#if" + condition
        case "ifndef": return "#if !" + condition.dropFirst()
        case "elif": return "#elseif" + condition
        default: return nil
        }
    }

    /// A statement starting with `@`: an `@implementation`, `@interface`, a block statement
    /// (`@autoreleasepool`, `@try`), or a literal starting an expression.
    mutating func atStatement(_ word: String, line: Int) throws(SwiftSyntaxError) -> SourceStatement? {
        switch word {
        case "implementation": return try implementation()
        case "interface": return try interface()
        case "protocol" where peek(3)?.isSymbol(";") == false, "end":
            while current != nil, !atDirective("end") { index += 1 }
            index += 2
            return nil
        case "class", "protocol", "synthesize", "dynamic", "import", "property", "compatibility_alias":
            skipDeclaration()
            return nil
        case "autoreleasepool", "try", "finally", "catch", "synchronized":
            index += 2
            if at("(") { skipBalanced() }
            guard at("{") else { return nil }
            return .block(try body(), line: line)
        default:
            return try expressionStatement()
        }
    }

    /// `@implementation Name [: Super | (Category)] … @end`: a class, or for a category an extension.
    mutating func implementation() throws(SwiftSyntaxError) -> SourceStatement {
        let line = currentLine
        index += 2
        guard let name = current, name.kind == .identifier else {
            throw error("expected a class name after @implementation")
        }
        index += 1
        var inherits: [String] = []
        var keyword = "class"
        if accept(":"), let parent = current {
            inherits.append(parent.text)
            index += 1
        }
        if at("(") {
            keyword = "extension"
            skipBalanced()
        }
        if at("{") { skipBalanced() }
        let members = try statements(until: "end")
        return .type(
            SourceTypeDeclaration(
                keyword: keyword, name: name.text, inherits: inherits, members: members, line: line))
    }

    /// `@interface Name : Super <Protocols> … @end`: the class and what it inherits, without members
    /// (declarations only); a category or class extension says nothing.
    mutating func interface() throws(SwiftSyntaxError) -> SourceStatement? {
        let line = currentLine
        index += 2
        let name = current?.text ?? ""
        index += 1
        var inherits: [String] = []
        if accept(":"), let parent = current, parent.kind == .identifier {
            inherits.append(parent.text)
            index += 1
        }
        if accept("<") {
            while let token = current, !token.isSymbol(">") {
                if token.kind == .identifier { inherits.append(token.text) }
                index += 1
            }
        }
        while current != nil, !atDirective("end") { index += 1 }
        index += 2
        guard !inherits.isEmpty else { return nil }
        return .type(
            SourceTypeDeclaration(keyword: "class", name: name, inherits: inherits, members: [], line: line))
    }

    /// `- (Type)piece:(Type)name piece:(Type)name { … }`: a function named as Swift sees the selector;
    /// a class colour getter of a `UIColor` category is a computed property, as Swift imports it.
    mutating func method() throws(SwiftSyntaxError) -> SourceStatement? {
        let line = currentLine
        let isClass = current?.text == "+"
        index += 1
        let returnType = typeInParentheses()
        var pieces: [(name: String, value: SourceExpression)] = []
        var parameters: [(name: String, type: String)] = []
        var selector = ""
        while let token = current, token.kind == .identifier || token.kind == .keyword || token.isSymbol(":")
        {
            var piece = ""
            if token.kind != .punctuation {
                piece = token.text
                index += 1
            }
            guard accept(":") else {
                if pieces.isEmpty { selector = piece }
                break
            }
            let type = typeInParentheses()
            let name = current?.text ?? "_"
            index += 1
            pieces.append((piece, .name(name, line: line)))
            parameters.append((name, type))
            selector += piece + ":"
        }
        while let token = current, !token.isSymbol("{"), !token.isSymbol(";"), !atDirective("end") {
            if token.isSymbol("(") { skipBalanced() } else { index += 1 }
        }
        guard at("{") else {
            _ = accept(";")
            return nil
        }
        let body = try body()
        if pieces.isEmpty, isClass,
            let getter = ObjectiveCNames.classColorGetter(selector, className: "UIColor"),
            returnType.hasPrefix("UIColor")
        {
            return .variable(name: getter, type: "UIColor", value: nil, body: body, line: line)
        }
        let translated = ObjectiveCNames.message(
            .name(isClass ? "Self" : "self", line: line), pieces, selector: selector, extra: [], line: line)
        var name = selector
        var labels: [String?] = []
        switch translated {
        case .call(.member(_, let base, _), let arguments, _):
            name = base
            labels = arguments.map(\.label)
        case .call(_, let arguments, _):
            name = "init"
            labels = arguments.map(\.label)
        case .member(_, let property, _):
            return .variable(name: property, type: returnType, value: nil, body: body, line: line)
        default:
            name = pieces.first?.name ?? selector
            labels = pieces.map { _ in nil }
        }
        if selector.hasPrefix("init") { name = "init" }
        let swiftParameters = parameters.enumerated().map {
            SourceFunction.Parameter(
                label: $0.offset < labels.count ? labels[$0.offset] : nil, name: $0.element.name,
                typeText: $0.element.type)
        }
        return .function(
            SourceFunction(
                name: name, parameters: swiftParameters, returnType: returnType == "void" ? nil : returnType,
                modifiers: isClass ? ["static"] : [], body: body, line: line))
    }

    /// The type written in `( … )` at the read position (consumed), as text; empty when there is none.
    mutating func typeInParentheses() -> String {
        guard at("(") else { return "" }
        let start = index
        skipBalanced()
        return tokens[(start + 1)..<max(start + 1, index - 1)].map(\.text).joined(separator: " ")
            .replacing(" *", with: "*")
    }
}
