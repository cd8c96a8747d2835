/// Renders help screens, usage lines and usage-error reports from the command declarations.
///
/// The layout follows swift-argument-parser: `OVERVIEW`, discussion, `USAGE`, `ARGUMENTS`,
/// `OPTIONS`, `GLOBAL OPTIONS`, `SUBCOMMANDS` and `EXAMPLES`, with help text in a column and
/// wrapped at 80 columns (or the terminal's width). Output is deterministic and has no trailing
/// newline.
package struct HelpFormatter: Sendable {
    /// The root command; its name is the tool's name.
    package let root: CommandDeclaration
    /// The widest a line may be.
    let screenWidth: Int

    /// Creates a formatter for the command tree below `root`, laying text out in `width` columns.
    package init(root: CommandDeclaration, width: Int = 80) {
        self.root = root
        self.screenWidth = width
    }

    /// The help screen for the command at `path` (empty for the root).
    ///
    /// Names that are not subcommands end the path: the help of the deepest command found is shown.
    package func help(for path: [String]) -> String {
        let lineage = CommandLineage.resolving(path, from: root)
        let command = lineage.command
        let wrapper = TextWrapper(width: screenWidth)
        var sections: [[String]] = []
        sections.append(wrapper.lines(command.abstract, firstLinePrefix: "OVERVIEW: "))
        if let discussion = command.discussion, !discussion.isEmpty {
            sections.append(wrapper.paragraphs(discussion))
        }
        sections.append(usageLines(for: lineage, prefix: "USAGE: "))
        if !command.arguments.isEmpty {
            let rows = command.arguments.map { wrapper.row(label: $0.placeholder, text: $0.help) }
            sections.append(["ARGUMENTS:"] + rows)
        }
        sections.append(["OPTIONS:"] + optionRows(for: lineage))
        let inherited = lineage.inheritedOptions
        if !inherited.isEmpty {
            sections.append(["GLOBAL OPTIONS:"] + inherited.map(optionRow))
        }
        if !command.subcommands.isEmpty {
            let rows = command.subcommands.map { wrapper.row(label: $0.name, text: $0.abstract) }
            let helpPath = (["help"] + lineage.path + ["<subcommand>"]).joined(separator: " ")
            let pointer = "  See '\(root.name) \(helpPath)' for detailed help."
            sections.append(["SUBCOMMANDS:"] + rows + ["", pointer])
        }
        if !command.examples.isEmpty {
            sections.append(["EXAMPLES:"] + command.examples.map { "  " + $0 })
        }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// The rows of the `OPTIONS` section: the command's own options, then `--version`, `--help`.
    private func optionRows(for lineage: CommandLineage) -> [String] {
        let wrapper = TextWrapper(width: screenWidth)
        var rows = lineage.command.options.map(optionRow)
        if lineage.acceptsVersionRequest {
            rows.append(wrapper.row(label: "--version", text: "Show the version."))
        }
        let helpLabel = lineage.acceptsShortHelp ? "-h, --help" : "--help"
        if lineage.option(longSpelling: "--help") == nil {
            rows.append(wrapper.row(label: helpLabel, text: "Show help information."))
        }
        return rows
    }

    /// One option's row: `-p, --parent <parent>` and its help with values and default appended.
    private func optionRow(_ option: OptionDeclaration) -> String {
        var label = option.synopsis
        if let shortSpelling = option.shortSpelling {
            label = "\(shortSpelling), \(label)"
        }
        var notes: [String] = []
        if let allowedValues = option.allowedValues {
            notes.append("values: " + allowedValues.joined(separator: ", "))
        }
        if let defaultValue = option.defaultValue {
            notes.append("default: " + defaultValue)
        }
        var text = option.help
        if !notes.isEmpty {
            text += " (" + notes.joined(separator: "; ") + ")"
        }
        return TextWrapper(width: screenWidth).row(label: label, text: text)
    }
}
