import BarkeepCore
import BarkeepStore

/// `barkeep <kind> unset <name> <path> …`: the fields inherit again.
enum UnsetCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "unset", abstract: "Unset fields of \(KindCommands.noun(kind)), so they inherit again.",
            arguments: [
                CommonOptions.name(kind),
                ArgumentDeclaration(name: "paths", help: "Field paths to unset.", isRepeating: true),
            ],
            options: [CommonOptions.json])
        return CommandNode(declaration) { invocation in
            let name = invocation.argument("name")
            let entity = try invocation.openCatalog().mutate(invocation.changeContext) { session in
                let changed = try EntityEditor.unsetting(
                    invocation.command.arguments("paths"), from: try session.entity(kind, name))
                try session.update(kind, name, to: changed)
                return changed
            }
            try KindCommands.report(entity, message: "updated \(kind.rawValue) \(name)", invocation)
            return ExitStatus.success
        }
    }
}
