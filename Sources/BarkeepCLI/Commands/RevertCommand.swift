import BarkeepCore

/// `barkeep revert <change-id> | --batch <batch-id> [--force]`: undo by recording new changes.
enum RevertCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "revert", abstract: "Undo a change or a whole batch by recording new changes.",
            discussion:
                "The entity goes back to its state before the change: a create is undone by a delete, a "
                + "delete by re-creating the entity (same identity, so its history continues), an update or a "
                + "rename by undoing only the fields (or the name) it changed, like git revert; later changes "
                + "to other fields stay. Refused, naming the later changes, when a later change touched one of "
                + "those fields, unless --force, which overrides just those. A batch is one command's changes ('barkeep history "
                + "--verbose' shows it); it is reverted all or nothing.",
            arguments: [
                ArgumentDeclaration(
                    name: "change-id", help: "The change to revert, as 42 or @42.", isOptional: true)
            ],
            options: [
                OptionDeclaration(
                    name: "batch", help: "Revert every change of this batch instead.", valueName: "batch-id"),
                OptionDeclaration(
                    name: "force", help: "Revert even if the entity changed later, overwriting that."),
                CommonOptions.json,
            ],
            examples: ["barkeep revert @42", "barkeep revert --batch 17 -m \"Undo the import\""])
    ) { invocation in
        let history = try invocation.openCatalog().history
        let force = invocation.command.flag("force")
        let changes: [Change]
        let summary: String
        switch (invocation.command.argument("change-id"), invocation.command.option("batch")) {
        case (let text?, nil):
            let id = try invocation.changeID(text)
            let reverted = try history.change(id)
            changes = try history.revert(change: id, force: force, context: invocation.changeContext)
            summary =
                "reverted \(reverted.reference) (\(reverted.operation.rawValue) \(try HistoryPrinter.entity(reverted)))"
        case (nil, let text?):
            let id = try invocation.batchID(text)
            changes = try history.revert(batch: id, force: force, context: invocation.changeContext)
            summary = "reverted batch \(id)"
        default:
            throw invocation.usageError("give either a <change-id> or --batch <batch-id>")
        }
        if invocation.wantsJSON {
            invocation.console.printJSON(try JSONOutput.text(ChangeListJSON(changes)))
        } else {
            invocation.console.print(summary + ":")
            for line in try HistoryPrinter.lines(changes) { invocation.console.print("  " + line) }
        }
        return ExitStatus.success
    }
}
