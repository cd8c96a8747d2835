/// A statement or declaration of the Swift subset the recogniser reads.
public indirect enum SourceStatement: Sendable {
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
public enum SourceCondition: Sendable {
    /// `#available(iOS 15.0, *)`: the first iOS version named, and whether it is `#unavailable`.
    case available(version: String?, negated: Bool, line: Int)
    /// `let name = value` (or `var`).
    case binding(name: String, value: SourceExpression, line: Int)
    /// A Boolean expression.
    case expression(SourceExpression)
}

/// A function, initializer, accessor or computed property body.
public struct SourceFunction: Sendable {
    /// One parameter: the label callers write (`nil` for `_`) and the name inside the body.
    public struct Parameter: Sendable {
        /// The argument label, `nil` when callers write none.
        public let label: String?
        /// The name in the body.
        public let name: String
        /// The type as written.
        public let typeText: String
    }

    /// The name (`init` for initializers).
    public let name: String
    /// The parameters.
    public let parameters: [Parameter]
    /// The return type as written, `nil` when none.
    public let returnType: String?
    /// The modifiers written before it (`override`, `static` …).
    public let modifiers: [String]
    /// The body, `nil` for a requirement without one.
    public let body: [SourceStatement]?
    /// The line of the `func` keyword.
    public let line: Int
}

/// A type declaration and its members.
public struct SourceTypeDeclaration: Sendable {
    /// `class`, `struct`, `enum`, `extension`, `protocol` or `actor`.
    public let keyword: String
    /// The declared (or extended) type's name.
    public let name: String
    /// The inheritance list.
    public let inherits: [String]
    /// The members.
    public let members: [SourceStatement]
    /// The line of the keyword.
    public let line: Int
}
