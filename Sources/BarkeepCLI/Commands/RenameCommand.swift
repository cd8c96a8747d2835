import BarkeepCore

/// `barkeep <kind> rename <old> <new>`: references follow.
enum RenameCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "rename",
            abstract: "Rename \(KindCommands.noun(kind)); everything that refers to it follows.",
            discussion:
                "Children, palette references inside field values and theme members are updated in the "
                + "same transaction, and each of them gets a history entry.",
            arguments: [
                CommonOptions.name(kind, help: "The current name."),
                ArgumentDeclaration(name: "new-name", help: "The new name."),
            ],
            options: [CommonOptions.json])
        return CommandNode(declaration) { invocation in
            let (old, new) = (invocation.argument("name"), invocation.argument("new-name"))
            let (entity, changed) = try invocation.openCatalog().mutate(invocation.changeContext) { session in
                try session.rename(kind, old, to: new)
                return (try session.entity(kind, new), !session.changes.isEmpty)
            }
            let message =
                changed ? "renamed \(kind.rawValue) \(old) to \(new)" : "unchanged \(kind.rawValue) \(old)"
            try KindCommands.report(entity, message: message, invocation)
            return ExitStatus.success
        }
    }
}
