import BarkeepCore

/// `barkeep restore <kind> <name> [--version <n>]`: undelete, or roll back to a version.
enum RestoreCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "restore",
            abstract: "Bring back a deleted entity, or roll an entity back to an earlier version.",
            discussion:
                "Without --version, a deleted entity comes back as it was when deleted, under the same "
                + "identity, so its history continues. With --version, the entity (deleted or not) becomes what "
                + "it was at that version, name included; 'barkeep history <kind> <name>' lists the versions.",
            arguments: [
                CommonOptions.kind(),
                CommonOptions.nameAfterKind(help: "The entity's name (any name it has had)."),
            ],
            options: [
                OptionDeclaration(name: "version", help: "The version to go back to.", valueName: "n"),
                CommonOptions.json,
            ],
            examples: ["barkeep restore palette brand", "barkeep restore appearance base --version 3"])
    ) { invocation in
        let kind = try invocation.requiredKind()
        let name = invocation.argument("name")
        let version = try invocation.integerOption("version", synopsis: "--version <n>", minimum: 1)
        let changes = try invocation.openCatalog().history.restore(
            kind, name, version: version, context: invocation.changeContext)
        if invocation.wantsJSON {
            invocation.console.printJSON(try JSONOutput.text(ChangeListJSON(changes)))
        } else {
            invocation.console.print(
                "restored \(kind.rawValue) \(name)" + (version.map { " to version \($0)" } ?? "") + ":")
            for line in try HistoryPrinter.lines(changes) { invocation.console.print("  " + line) }
        }
        return ExitStatus.success
    }
}
