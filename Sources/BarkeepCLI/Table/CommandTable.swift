import BarkeepCore

/// The whole command tree: one declaration per command feeds the parser, help and completions.
enum CommandTable {
    /// The root command and everything under it.
    static let root: CommandNode = CommandNode(
        group: CommandDeclaration(
            name: "barkeep",
            abstract: "Keep iOS bar appearances and bar layout presets as data, and turn them into code.",
            discussion: "Catalog: --db, else $BARKEEP_DB, else barkeep.sqlite in the current directory. "
                + "Read commands never create a catalog; init, demo and import do.",
            options: CommonOptions.global,
            examples: [
                "barkeep demo", "barkeep palette create brand light=#0A84FF",
                "barkeep help appearance create",
            ]),
        children: [InitCommand.node, DemoCommand.node]
            + EntityKind.allCases.map(KindCommands.node(for:))
            + [
                ResolveCommand.node, LintCommand.node, ExportCommand.node, ImportCommand.node,
                HistoryCommand.node,
                DiffCommand.node,
                RevertCommand.node,
                RestoreCommand.node, MergeCommand.node, CheckCommand.node, FieldsCommand.node,
                CompletionsCommand.node,
            ])

    /// The root declaration with every subcommand nested.
    static let declaration: CommandDeclaration = root.fullDeclaration
}
