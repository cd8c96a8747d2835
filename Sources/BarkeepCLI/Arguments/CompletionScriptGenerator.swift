/// Writes bash, zsh and fish completion scripts for the command tree below a root declaration.
///
/// The scripts complete subcommand names at each level, long and short option names (inherited
/// ones included), option values (`allowedValues`, files, or a `.custom` command's output
/// lines) and positional arguments by position. A `.custom` command must be a simple command
/// line that bash, zsh and fish all understand. Each script ends with a newline.
public struct CompletionScriptGenerator: Sendable {
    /// The root command; its name is the command being completed.
    public let root: CommandDeclaration

    /// Creates a generator for the command tree below `root`.
    public init(root: CommandDeclaration) {
        self.root = root
    }

    /// Every command of the tree, the root first, parents before their subcommands.
    var contexts: [CommandContext] {
        CommandContext(root: root).selfAndDescendants
    }

    /// The options offered after the command: its own, inherited ones, `--version` and `--help`.
    func offeredOptions(at context: CommandContext) -> [OptionDeclaration] {
        var options = context.optionsInScope
        if context.acceptsVersionRequest {
            options.append(OptionDeclaration(name: "version", help: "Show the version."))
        }
        if context.option(longSpelling: "--help") == nil {
            let shortName: Character? = context.acceptsShortHelp ? "h" : nil
            options.append(
                OptionDeclaration(name: "help", shortName: shortName, help: "Show help information.")
            )
        }
        return options
    }

    /// The spellings of an option, short first: `["-m", "--message"]`.
    func spellings(of option: OptionDeclaration) -> [String] {
        [option.shortSpelling, option.longSpelling].compactMap { $0 }
    }

    /// The positional slots to complete at `context`, each with its position and argument.
    ///
    /// A repeating argument's slot is open-ended: it also covers every later position.
    func argumentSlots(at context: CommandContext) -> [ArgumentSlot] {
        context.command.arguments.enumerated().map { position, argument in
            ArgumentSlot(position: position, isOpenEnded: argument.isRepeating, argument: argument)
        }
    }
}
