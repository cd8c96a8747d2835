import BarkeepCLI

/// A small command tree in Barkeep's shape, shared by the argument-parsing tests.
enum SampleCommandTree {
    /// The root `barkeep` command with inherited global options and a few subcommands.
    static let root = CommandDeclaration(
        name: "barkeep",
        abstract: "Keep bar appearances as data.",
        options: [
            OptionDeclaration(
                name: "db", help: "The catalog database file.", valueName: "path",
                completion: .file, isInherited: true
            ),
            OptionDeclaration(
                name: "actor", help: "Who makes the change.", valueName: "name", isInherited: true),
            OptionDeclaration(
                name: "message", shortName: "m", help: "Why the change is made.", valueName: "message",
                isInherited: true
            ),
        ],
        subcommands: [palette, export, completions, move]
    )

    /// `barkeep palette`, a group of subcommands.
    static let palette = CommandDeclaration(
        name: "palette",
        abstract: "Manage palette colours.",
        subcommands: [paletteCreate, paletteList]
    )

    /// `barkeep palette create <name> [--parent <parent>] [<assignments> ...]`.
    static let paletteCreate = CommandDeclaration(
        name: "create",
        abstract: "Create a palette colour.",
        discussion: "Assignments are given as key=value pairs; keys are light, dark, lightHighContrast, "
            + "darkHighContrast and asset.",
        arguments: [
            ArgumentDeclaration(name: "name", help: "The new entity's name."),
            ArgumentDeclaration(
                name: "assignments", help: "Values to set, as key=value.", isOptional: true,
                isRepeating: true
            ),
        ],
        options: [
            OptionDeclaration(
                name: "parent", shortName: "p", help: "The parent to inherit from.", valueName: "parent",
                completion: .custom("barkeep palette list --names")
            ),
            OptionDeclaration(
                name: "dryRun", shortName: "n", help: "Show what would change, change nothing."),
            OptionDeclaration(name: "verbose", shortName: "v", help: "Explain each step."),
            OptionDeclaration(
                name: "tag", shortName: "t", help: "A label to attach; may be given more than once.",
                valueName: "tag", isRepeatable: true
            ),
        ],
        examples: ["barkeep palette create brand light=#0A84FF"]
    )

    /// `barkeep palette list [--json]`.
    static let paletteList = CommandDeclaration(
        name: "list",
        abstract: "List palette colours.",
        options: [OptionDeclaration(name: "json", help: "Print JSON.")]
    )

    /// `barkeep export --format <format> [--output <file>] [--offset <offset>]`.
    static let export = CommandDeclaration(
        name: "export",
        abstract: "Export resolved appearances.",
        options: [
            OptionDeclaration(
                name: "format", help: "The output format.", valueName: "format",
                allowedValues: ["json", "snapshot", "dtcg"], defaultValue: "json"
            ),
            OptionDeclaration(name: "output", shortName: "o", help: "The file to write.", valueName: "file"),
            OptionDeclaration(name: "offset", help: "A signed offset.", valueName: "offset"),
            OptionDeclaration(
                name: "deploymentTarget", help: "The lowest iOS version the code must compile for.",
                valueName: "version", defaultValue: "15.0"
            ),
        ]
    )

    /// `barkeep completions <shell>`.
    static let completions = CommandDeclaration(
        name: "completions",
        abstract: "Print a shell completion script.",
        arguments: [
            ArgumentDeclaration(
                name: "shell", help: "The shell.", completion: .values(["bash", "zsh", "fish"]))
        ]
    )

    /// `barkeep move <kind> [<from>] <to>`: an optional argument between required ones.
    static let move = CommandDeclaration(
        name: "move",
        abstract: "Move something.",
        arguments: [
            ArgumentDeclaration(name: "kind", help: "The kind."),
            ArgumentDeclaration(name: "from", help: "Where from.", isOptional: true),
            ArgumentDeclaration(name: "to", help: "Where to.", completion: .file),
        ]
    )

    /// A parser over `root`.
    static let parser = ArgumentParser(root: root)

    /// Parses `arguments` with `parser`, expecting a command, and returns it.
    static func parsedCommand(_ arguments: [String]) throws -> ParsedCommand {
        let outcome = try parser.parse(arguments)
        guard case .command(let command) = outcome else {
            throw UnexpectedOutcome(outcome: outcome)
        }
        return command
    }

    /// The message of the usage error that parsing `arguments` throws, or `nil` if none.
    static func errorMessage(_ arguments: [String]) -> String? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }
}

/// Thrown by a test helper when parsing produced something other than a command.
struct UnexpectedOutcome: Error {
    /// What the parser returned instead.
    let outcome: ParseOutcome
}
