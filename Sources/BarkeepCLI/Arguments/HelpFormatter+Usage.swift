import BarkeepCore

extension HelpFormatter {
    /// The synopsis of the command at `path` on one line, e.g. `barkeep palette create <name> […]`.
    ///
    /// Required single arguments come first, then the command's own options, then the remaining
    /// arguments, then `<subcommand>` for a command that only groups subcommands.
    package func usageLine(for path: [String]) -> String {
        let lineage = CommandLineage.resolving(path, from: root)
        return ([lineage.invocation] + usageTokens(for: lineage)).joined(separator: " ")
    }

    /// The text to print on stderr for `error`: `error: …`, the usage line and where to get help.
    package func errorReport(for error: UsageError) -> String {
        let lineage = CommandLineage.resolving(error.commandPath, from: root)
        let lines =
            ["error: " + FreeText.escapedForTerminal(error.message)]
            + usageLines(for: lineage, prefix: "Usage: ")
        return (lines + ["See '\(lineage.invocation) --help'."]).joined(separator: "\n")
    }

    /// The usage line after `prefix`, wrapped with continuation lines aligned after the command.
    func usageLines(for lineage: CommandLineage, prefix: String) -> [String] {
        let head = prefix + lineage.invocation
        let alignedIndent = head.count + 1
        let indent = alignedIndent <= 40 ? alignedIndent : prefix.count + 2
        return TextWrapper(width: screenWidth).lines(
            ofUnits: usageTokens(for: lineage),
            firstLinePrefix: head + " ",
            indent: indent
        ).map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
    }

    /// The synopsis tokens that follow the command's words, each to be kept on one line.
    private func usageTokens(for lineage: CommandLineage) -> [String] {
        let command = lineage.command
        let leading = command.arguments.prefix { !$0.isOptional && !$0.isRepeating }
        let trailing = command.arguments.dropFirst(leading.count)
        var tokens = leading.map(\.placeholder)
        tokens += command.options.map(Self.usageToken)
        tokens += trailing.map(Self.usageToken)
        if command.isAbstractGroup {
            tokens.append("<subcommand>")
        }
        return tokens
    }

    /// An option in the usage line: `[--parent <parent>]`, `[--tag <tag> ...]`.
    private static func usageToken(_ option: OptionDeclaration) -> String {
        "[" + option.synopsis + (option.isRepeatable ? " ..." : "") + "]"
    }

    /// An argument in the usage line: `<name>`, `[<name>]`, `<name> ...` or `[<name> ...]`.
    private static func usageToken(_ argument: ArgumentDeclaration) -> String {
        let core = argument.placeholder + (argument.isRepeating ? " ..." : "")
        return argument.isOptional ? "[\(core)]" : core
    }
}
