import BarkeepCore
import BarkeepStore

/// `barkeep <kind> show <name>`: the fields an entity sets itself.
enum ShowCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "show", abstract: "Show the fields \(KindCommands.noun(kind)) sets itself.",
            discussion: "Inherited values are not shown; 'barkeep resolve' shows the resolved form.",
            arguments: [CommonOptions.name(kind)],
            options: [CommonOptions.json])
        return CommandNode(declaration) { invocation in
            let entity = try invocation.openCatalog().entity(kind, invocation.argument("name"))
            if invocation.wantsJSON {
                invocation.console.print(try JSONOutput.text(EntityDocument(entity)))
            } else {
                EntityPrinter.lines(entity).forEach(invocation.console.print)
            }
            return ExitStatus.success
        }
    }
}
