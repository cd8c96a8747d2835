import BarkeepCore

/// `barkeep <kind> create <name> [--parent <p>] [--bar <bar>] [--description <text>] [<path>=<value> …]`
enum CreateCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        var options: [OptionDeclaration] = []
        if kind.inherits {
            options.append(
                OptionDeclaration(
                    name: "parent", help: "The \(kind.rawValue) to inherit from.", valueName: "parent",
                    completion: CommonOptions.names(kind)))
        }
        if kind == .appearance {
            options.append(
                OptionDeclaration(
                    name: "bar", help: "The bar kind; required without --parent, else the parent's.",
                    valueName: "bar",
                    allowedValues: BarKind.allCases.map(\.rawValue)))
        }
        options += [
            OptionDeclaration(
                name: "description", help: "What the \(kind.rawValue) is for.", valueName: "text"),
            CommonOptions.json,
        ]
        let declaration = CommandDeclaration(
            name: "create", abstract: "Create \(KindCommands.noun(kind)).",
            discussion: "Fields can be set at once with <path>=<value> pairs; all of them are checked before "
                + "anything is written.",
            arguments: [
                ArgumentDeclaration(name: "name", help: "The new \(kind.rawValue)'s name."),
                ArgumentDeclaration(
                    name: "assignments", help: "Fields to set, as <path>=<value>.", isOptional: true,
                    isRepeating: true),
            ],
            options: options,
            examples: examples(kind))
        return CommandNode(declaration) { invocation in
            let catalog = try invocation.openCatalog()
            let name = invocation.argument("name")
            let entity = try catalog.mutate(invocation.changeContext) { session in
                try session.create(
                    kind, name, bar: invocation.command.option("bar").flatMap(BarKind.init(rawValue:)),
                    parent: invocation.command.option("parent"),
                    description: invocation.command.option("description"),
                    assignments: invocation.command.arguments("assignments"))
            }
            try KindCommands.report(entity, message: "created \(kind.rawValue) \(name)", invocation)
            return ExitStatus.success
        }
    }

    /// Example lines for `kind`.
    static func examples(_ kind: EntityKind) -> [String] {
        switch kind {
        case .palette: return ["barkeep palette create brand light=#0A84FF dark=#409CFF"]
        case .appearance:
            return [
                "barkeep appearance create base --bar navigation standard.backgroundColor={brand} "
                    + "scrollEdge.backgroundColor={brand}"
            ]
        case .layout: return ["barkeep layout create tall barHeight=70 strategy=spacerStack titleOffset=25"]
        case .sheet: return ["barkeep sheet create half detents=medium,large grabber=true cornerRadius=16"]
        case .toolbar:
            return [
                "barkeep toolbar create edit title=Edit items=cancellationAction:Cancel,primaryAction:Add:plus"
            ]
        case .theme:
            return ["barkeep theme create main navigation=base layout=tall sheets=half deploymentTarget=16.0"]
        }
    }
}
