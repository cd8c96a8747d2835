/// Writes bash, zsh and fish completion scripts for the command tree below a root declaration.
///
/// The scripts complete subcommand names at each level, long and short option names (inherited
/// ones included), option values (`allowedValues`, files, or a `.custom` command's output
/// lines) and positional arguments by position. A `.custom` command must be a simple command
/// line that bash, zsh and fish all understand; the scripts append the forwarded options typed
/// on the line and fill in ``CompletionKind/previousValuePlaceholder``. Each script ends with a
/// newline.
package struct CompletionScriptGenerator: Sendable {
    /// The root command; its name is the command being completed.
    package let root: CommandDeclaration

    /// Creates a generator for the command tree below `root`.
    package init(root: CommandDeclaration) {
        self.root = root
    }

    /// Every command of the tree, the root first, parents before their subcommands.
    var lineages: [CommandLineage] {
        CommandLineage(root: root).selfAndDescendants
    }

    /// The options offered after the command: its own, inherited ones, `--version` and `--help`.
    func offeredOptions(at lineage: CommandLineage) -> [OptionDeclaration] {
        var options = lineage.optionsInScope
        if lineage.acceptsVersionRequest {
            options.append(OptionDeclaration(name: "version", help: "Show the version."))
        }
        if lineage.option(longSpelling: "--help") == nil {
            let shortName: Character? = lineage.acceptsShortHelp ? "h" : nil
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

    /// The positional slots to complete at `lineage`, each with its position and argument.
    ///
    /// A repeating argument's slot is open-ended: it also covers every later position.
    func argumentSlots(at lineage: CommandLineage) -> [ArgumentSlot] {
        lineage.command.arguments.enumerated().map { position, argument in
            ArgumentSlot(position: position, isOpenEnded: argument.isRepeating, argument: argument)
        }
    }

    /// The spellings of the options whose typed values every `.custom` command receives.
    var forwardedSpellings: [String] {
        var seen: Set<String> = []
        return lineages.flatMap { offeredOptions(at: $0) }
            .filter { $0.forwardsToCompletions && !$0.isFlag }
            .flatMap(spellings)
            .filter { seen.insert($0).inserted }
    }

    /// `command` with the placeholder for the previous positional value replaced by `expression`.
    func filling(_ command: String, previousValue expression: String) -> String {
        command.replacing(CompletionKind.previousValuePlaceholder, with: expression)
    }
}
