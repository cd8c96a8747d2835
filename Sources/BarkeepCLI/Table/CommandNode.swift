/// One command in the command tree: its declaration (which feeds parsing, help and completions)
/// and what it does.
struct CommandNode: Sendable {
    /// The command's declaration, without subcommands (they are the children).
    let declaration: CommandDeclaration
    /// The command's action; nil for groups such as `palette` that only hold subcommands.
    let run: (@Sendable (Invocation) throws -> Int32)?
    /// The subcommands.
    let children: [CommandNode]

    /// Creates a command with an action.
    init(_ declaration: CommandDeclaration, run: @escaping @Sendable (Invocation) throws -> Int32) {
        self.declaration = declaration
        self.run = run
        self.children = []
    }

    /// Creates a group of subcommands.
    init(group declaration: CommandDeclaration, children: [CommandNode]) {
        self.declaration = declaration
        self.run = nil
        self.children = children
    }

    /// The declaration with every subcommand's declaration nested in it.
    var fullDeclaration: CommandDeclaration {
        var declaration = declaration
        declaration.subcommands = children.map(\.fullDeclaration)
        if !children.isEmpty && declaration.arguments.isEmpty { declaration.isAbstractGroup = true }
        return declaration
    }

    /// The action of the command at `path` below this one.
    func action(at path: ArraySlice<String>) -> (@Sendable (Invocation) throws -> Int32)? {
        guard let first = path.first else { return run }
        return children.first { $0.declaration.name == first }?.action(at: path.dropFirst())
    }
}
