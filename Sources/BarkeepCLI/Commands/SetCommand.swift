import BarkeepCore

/// `barkeep <kind> set <name> <path>=<value> …`: all pairs or none.
enum SetCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "set", abstract: "Set fields of \(KindCommands.noun(kind)).",
            discussion: "Every pair is checked first; if one is wrong, nothing changes. "
                + (kind.inherits ? "parent=<name> re-parents, parent=none detaches. " : "")
                + "A field set to 'default' means UIKit's own default, unlike unset, which inherits.",
            arguments: [
                CommonOptions.name(kind),
                ArgumentDeclaration(
                    name: "assignments", help: "Fields to set, as <path>=<value>.", isRepeating: true,
                    completion: .custom("barkeep fields \(kind.rawValue) --names")),
            ],
            options: [CommonOptions.json],
            examples: [
                "barkeep \(kind.rawValue) set <name> " + (kind == .palette ? "dark=#409CFF" : "description=…")
            ])
        return CommandNode(declaration) { invocation in
            try KindCommands.update(kind, invocation) {
                try EntityEditor.applying(invocation.command.arguments("assignments"), to: $0)
            }
        }
    }
}
