/// A command's whole interface: the single source for parsing, help text and shell completions.
package struct CommandDeclaration: Sendable, Equatable {
    /// The word that selects this command, e.g. `create`; for the root, the tool's name.
    package var name: String
    /// One sentence, ending in a period, shown after `OVERVIEW:` and in the parent's subcommand list.
    package var abstract: String
    /// Longer prose shown below the overview, if any.
    package var discussion: String?
    /// The positional arguments, in the order they are given.
    package var arguments: [ArgumentDeclaration]
    /// The options and flags the command accepts (inherited ones are also accepted by subcommands).
    package var options: [OptionDeclaration]
    /// The commands nested below this one.
    package var subcommands: [CommandDeclaration]
    /// Complete example invocations shown under `EXAMPLES`.
    package var examples: [String]
    /// Whether the command only groups subcommands, so that one of them must be given.
    package var isAbstractGroup: Bool

    /// Creates a declaration; `isAbstractGroup` defaults to "has subcommands and no arguments".
    package init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        arguments: [ArgumentDeclaration] = [],
        options: [OptionDeclaration] = [],
        subcommands: [CommandDeclaration] = [],
        examples: [String] = [],
        isAbstractGroup: Bool? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.examples = examples
        self.isAbstractGroup = isAbstractGroup ?? (!subcommands.isEmpty && arguments.isEmpty)
    }

    /// The direct subcommand called `name`, if there is one.
    package func subcommand(named name: String) -> CommandDeclaration? {
        subcommands.first { $0.name == name }
    }
}
