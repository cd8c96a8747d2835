import BarkeepCore

/// `barkeep <kind> copy <source> <new>`: a new entity with the same parent and fields.
enum CopyCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "copy",
            abstract:
                "Copy \(KindCommands.noun(kind)) under a new name (same parent, fields and description).",
            arguments: [
                CommonOptions.name(kind, help: "The \(kind.rawValue) to copy."),
                ArgumentDeclaration(name: "new-name", help: "The copy's name."),
            ],
            options: [CommonOptions.json])
        return CommandNode(declaration) { invocation in
            let (source, new) = (invocation.argument("name"), invocation.argument("new-name"))
            let entity = try invocation.openCatalog().mutate(invocation.changeContext) {
                try $0.copy(kind, source, to: new)
            }
            try KindCommands.report(
                entity, message: "copied \(kind.rawValue) \(source) to \(new)", invocation)
            return ExitStatus.success
        }
    }
}
