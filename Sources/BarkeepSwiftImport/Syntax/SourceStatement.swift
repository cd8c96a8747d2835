/// A statement or declaration of the Swift subset the recogniser reads.
package indirect enum SourceStatement: Sendable {
    /// `let`/`var name [: Type] [= value]`, or a computed property (its getter as `body`).
    case variable(name: String, type: String?, value: SourceExpression?, body: [SourceStatement]?, line: Int)
    /// `target = value` or a compound assignment (`op` is `=`, `+=` …).
    case assignment(target: SourceExpression, op: String, value: SourceExpression, line: Int)
    /// An expression evaluated for its effect.
    case expression(SourceExpression)
    /// `if` (and `guard`, with `otherwise` as its else): conditions, then, else.
    case conditional(
        conditions: [SourceCondition], then: [SourceStatement], otherwise: [SourceStatement]?, line: Int)
    /// A function, initializer or accessor.
    case function(SourceFunction)
    /// A class, struct, enum, extension, protocol or actor with its members.
    case type(SourceTypeDeclaration)
    /// `return [value]`.
    case returning(SourceExpression?, line: Int)
    /// Another block statement (`for`, `while`, `switch` case, `do`, `defer`): its body, run once.
    case block([SourceStatement], line: Int)
    /// A conditional-compilation directive line.
    case directive(String, line: Int)
    /// The start of a `switch` case inside a `.block`: its pattern as written (`default` for the default).
    case switchCase(String, line: Int)
}

/// One condition of an `if` or `guard`.
package enum SourceCondition: Sendable {
    /// `#available(iOS 15.0, *)`: the first iOS version named, and whether it is `#unavailable`.
    case available(version: String?, negated: Bool, line: Int)
    /// `let name = value` (or `var`).
    case binding(name: String, value: SourceExpression, line: Int)
    /// A Boolean expression.
    case expression(SourceExpression)
}

/// A function, initializer, accessor or computed property body.
package struct SourceFunction: Sendable {
    /// One parameter: the label callers write (`nil` for `_`) and the name inside the body.
    package struct Parameter: Sendable {
        /// The argument label, `nil` when callers write none.
        package let label: String?
        /// The name in the body.
        package let name: String
        /// The type as written.
        package let typeText: String

        /// The type without its optionality marks: `UINavigationBar` for `UINavigationBar?` or `…!`.
        var wrappedTypeText: String { typeText.filter { $0 != "?" && $0 != "!" } }
    }

    /// The name (`init` for initializers).
    package let name: String
    /// The parameters.
    package let parameters: [Parameter]
    /// The return type as written, `nil` when none.
    package let returnType: String?
    /// The modifiers written before it (`override`, `static` …).
    package let modifiers: [String]
    /// The body, `nil` for a requirement without one.
    package let body: [SourceStatement]?
    /// The line of the `func` keyword.
    package let line: Int
}

/// A type declaration and its members.
package struct SourceTypeDeclaration: Sendable {
    /// `class`, `struct`, `enum`, `extension`, `protocol` or `actor`.
    package let keyword: String
    /// The declared (or extended) type's name.
    package let name: String
    /// The inheritance list.
    package let inherits: [String]
    /// The members.
    package let members: [SourceStatement]
    /// The line of the keyword.
    package let line: Int
}
