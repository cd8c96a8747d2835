import BarkeepCore

/// `barkeep <kind> delete <name>`: refused while anything refers to it.
enum DeleteCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "delete",
            abstract: "Delete \(KindCommands.noun(kind)); refused while anything refers to it.",
            discussion: "The error names every referrer. A deleted entity can be brought back with "
                + "'barkeep restore \(kind.rawValue) <name>'.",
            arguments: [CommonOptions.name(kind)],
            options: [CommonOptions.json])
        return CommandNode(declaration) { invocation in
            let name = invocation.argument("name")
            let entity = try invocation.openCatalog().mutate(invocation.changeContext) { session in
                let entity = try session.entity(kind, name)
                try session.delete(kind, name)
                return entity
            }
            try KindCommands.report(entity, message: "deleted \(kind.rawValue) \(name)", invocation)
            return ExitStatus.success
        }
    }
}
