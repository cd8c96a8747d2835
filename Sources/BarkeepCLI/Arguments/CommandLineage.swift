/// A command together with the ancestors leading to it, and so the options it accepts.
struct CommandLineage: Sendable {
    /// The commands from the root down to this one; never empty.
    let commands: [CommandDeclaration]

    /// The lineage of the root command alone.
    init(root: CommandDeclaration) {
        commands = [root]
    }

    /// The lineage ending in the last of `commands`.
    private init(commands: [CommandDeclaration]) {
        self.commands = commands
    }

    /// The command this lineage leads to.
    var command: CommandDeclaration {
        commands[commands.count - 1]
    }

    /// The root command, whose name is the tool's name.
    var root: CommandDeclaration {
        commands[0]
    }

    /// Whether this is the root command.
    var isRoot: Bool {
        commands.count == 1
    }

    /// The subcommand names below the root, e.g. `["palette", "create"]`.
    var path: [String] {
        commands.dropFirst().map(\.name)
    }

    /// The words that invoke the command, e.g. `barkeep palette create`.
    var invocation: String {
        commands.map(\.name).joined(separator: " ")
    }

    /// The lineage one level down, ending in `subcommand`.
    func descending(into subcommand: CommandDeclaration) -> CommandLineage {
        CommandLineage(commands: commands + [subcommand])
    }

    /// Options declared `isInherited` by ancestors and not redeclared closer, root's first.
    var inheritedOptions: [OptionDeclaration] {
        var result: [OptionDeclaration] = []
        let ancestors = commands.dropLast()
        for (depth, ancestor) in ancestors.enumerated() {
            let closer = commands[(depth + 1)...].flatMap(\.options)
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

    /// The lineage for `path` below `root`, stopping at the first name that is not a subcommand.
    static func resolving(_ path: [String], from root: CommandDeclaration) -> CommandLineage {
        var lineage = CommandLineage(root: root)
        for name in path {
            guard let subcommand = lineage.command.subcommand(named: name) else { break }
            lineage = lineage.descending(into: subcommand)
        }
        return lineage
    }

    /// This lineage and every lineage extending it, depth first, parents before children.
    var selfAndDescendants: [CommandLineage] {
        [self] + command.subcommands.flatMap { descending(into: $0).selfAndDescendants }
    }
}
