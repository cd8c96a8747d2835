import BarkeepCore

/// `barkeep <kind> show <name> [--version <n> | --at <time>]`: the fields an entity sets itself,
/// now or as it was.
enum ShowCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        let declaration = CommandDeclaration(
            name: "show", abstract: "Show the fields \(KindCommands.noun(kind)) sets itself.",
            discussion:
                "Inherited values are not shown; 'barkeep resolve' shows the resolved form. --version and "
                + "--at show the \(kind.rawValue) as it was, following it across renames; <time> is "
                + PointInTime.acceptedForms + ". With --json, 'at' echoes the instant read.",
            arguments: [CommonOptions.name(kind)],
            options: [
                OptionDeclaration(
                    name: "version", help: "Show this version (1 is as created).", valueName: "n"),
                OptionDeclaration(
                    name: "at", help: "Show the \(kind.rawValue) as it was at this time.", valueName: "time"),
                CommonOptions.json,
            ],
            examples: ["barkeep \(kind.rawValue) show <name> --at 2026-11-29T10:15:00Z"])
        return CommandNode(declaration) { invocation in
            let name = invocation.argument("name")
            let version = try invocation.integerOption("version", synopsis: "--version <n>", minimum: 1)
            let point = try invocation.pointInTimeOption("at", synopsis: "--at <time>")
            let catalog = try invocation.openCatalogForReading()
            let entity: Entity
            switch (version, point) {
            case (let version?, nil): entity = try catalog.history.entity(kind, name, version: version)
            case (nil, let point?): entity = try catalog.history.entity(kind, name, at: point)
            case (nil, nil): entity = try catalog.entity(kind, name)
            case (_?, _?): throw invocation.usageError("give --version or --at, not both")
            }
            if invocation.wantsJSON {
                invocation.console.printJSON(try JSONOutput.text(EntityDocumentJSON(entity, at: point)))
            } else {
                EntityPrinter.lines(entity).forEach(invocation.console.print)
            }
            return ExitStatus.success
        }
    }
}
