import BarkeepCore

/// `barkeep <kind> unset <name> <path> …`: the fields inherit again.
enum UnsetCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "unset", abstract: "Unset fields of \(KindCommands.noun(kind)), so they inherit again.",
            arguments: [
                CommonOptions.name(kind),
                ArgumentDeclaration(
                    name: "paths", help: "Field paths to unset.", isRepeating: true,
                    completion: .custom("barkeep fields \(kind.rawValue) --names")),
            ],
            options: [CommonOptions.json])
        return CommandNode(declaration) { invocation in
            try KindCommands.update(kind, invocation) {
                try EntityEditor.unsetting(invocation.command.arguments("paths"), from: $0)
            }
        }
    }
}
