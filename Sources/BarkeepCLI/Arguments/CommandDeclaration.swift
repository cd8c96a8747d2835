/// A command's whole interface: the single source for parsing, help text and shell completions.
public struct CommandDeclaration: Sendable, Equatable {
    /// The word that selects this command, e.g. `create`; for the root, the tool's name.
    public var name: String
    /// One sentence, ending in a period, shown after `OVERVIEW:` and in the parent's subcommand list.
    public var abstract: String
    /// Longer prose shown below the overview, if any.
    public var discussion: String?
    /// The positional arguments, in the order they are given.
    public var arguments: [ArgumentDeclaration]
    /// The options and flags the command accepts (inherited ones are also accepted by subcommands).
    public var options: [OptionDeclaration]
    /// The commands nested below this one.
    public var subcommands: [CommandDeclaration]
    /// Complete example invocations shown under `EXAMPLES`.
    public var examples: [String]
    /// Whether the command only groups subcommands, so that one of them must be given.
    public var isAbstractGroup: Bool

    /// Creates a declaration; `isAbstractGroup` defaults to "has subcommands and no arguments".
    public init(
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
    public func subcommand(named name: String) -> CommandDeclaration? {
        subcommands.first { $0.name == name }
    }
}
