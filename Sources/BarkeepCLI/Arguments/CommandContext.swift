/// A command together with the ancestors leading to it, and so the options it accepts.
struct CommandContext: Sendable {
    /// The commands from the root down to this one; never empty.
    let lineage: [CommandDeclaration]

    /// The context of the root command itself.
    init(root: CommandDeclaration) {
        lineage = [root]
    }

    private init(lineage: [CommandDeclaration]) {
        self.lineage = lineage
    }

    /// The command this context is about.
    var command: CommandDeclaration {
        lineage[lineage.count - 1]
    }

    /// The root command, whose name is the tool's name.
    var root: CommandDeclaration {
        lineage[0]
    }

    /// Whether this is the root command.
    var isRoot: Bool {
        lineage.count == 1
    }

    /// The subcommand names below the root, e.g. `["palette", "create"]`.
    var path: [String] {
        lineage.dropFirst().map(\.name)
    }

    /// The words that invoke the command, e.g. `barkeep palette create`.
    var invocation: String {
        lineage.map(\.name).joined(separator: " ")
    }

    /// The context one level down, in `subcommand`.
    func descending(into subcommand: CommandDeclaration) -> CommandContext {
        CommandContext(lineage: lineage + [subcommand])
    }

    /// Options declared `isInherited` by ancestors and not redeclared closer, root's first.
    var inheritedOptions: [OptionDeclaration] {
        var result: [OptionDeclaration] = []
        let ancestors = lineage.dropLast()
        for (depth, ancestor) in ancestors.enumerated() {
            let closer = lineage[(depth + 1)...].flatMap(\.options)
            for option in ancestor.options where option.isInherited {
                let isShadowed = closer.contains { $0.name == option.name }
                if !isShadowed {
                    result.append(option)
                }
            }
        }
        return result
    }

    /// Every option accepted here: the command's own, then the inherited ones.
    var optionsInScope: [OptionDeclaration] {
        command.options + inheritedOptions
    }

    /// The option in scope spelled `longSpelling`, e.g. `--dry-run`.
    func option(longSpelling: String) -> OptionDeclaration? {
        optionsInScope.first { $0.longSpelling == longSpelling }
    }

    /// The option in scope whose short name is `shortName`.
    func option(shortName: Character) -> OptionDeclaration? {
        optionsInScope.first { $0.shortName == shortName }
    }

    /// Whether `-h` means help here, i.e. no option in scope claims it.
    var acceptsShortHelp: Bool {
        option(shortName: "h") == nil
    }

    /// Whether `--version` means "show the version" here: at the root, unless the root declares it.
    var acceptsVersionRequest: Bool {
        isRoot && option(longSpelling: "--version") == nil
    }

    /// The context for `path` below `root`, stopping at the first name that is not a subcommand.
    static func resolving(_ path: [String], from root: CommandDeclaration) -> CommandContext {
        var context = CommandContext(root: root)
        for name in path {
            guard let subcommand = context.command.subcommand(named: name) else { break }
            context = context.descending(into: subcommand)
        }
        return context
    }

    /// This context and every context below it, depth first, parents before children.
    var selfAndDescendants: [CommandContext] {
        [self] + command.subcommands.flatMap { descending(into: $0).selfAndDescendants }
    }
}
