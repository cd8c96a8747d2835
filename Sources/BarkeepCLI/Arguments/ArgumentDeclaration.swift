/// A positional argument of a command, shown as `<name>` in usage and help.
package struct ArgumentDeclaration: Sendable, Equatable {
    /// The argument's name, the key in `ParsedCommand.arguments`.
    package var name: String
    /// One sentence, ending in a period, describing the argument.
    package var help: String
    /// Whether the argument may be left out.
    package var isOptional: Bool
    /// Whether the argument takes every remaining value (shown `<name> ...`).
    package var isRepeating: Bool
    /// How shells should complete the argument; a hint only, values are not validated against it.
    package var completion: CompletionKind

    /// Creates a required, single-valued argument unless told otherwise.
    package init(
        name: String,
        help: String,
        isOptional: Bool = false,
        isRepeating: Bool = false,
        completion: CompletionKind = .none
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
        self.completion = completion
    }

    /// The argument as shown in help: `<name>`.
    package var placeholder: String {
        "<\(name)>"
    }
}
