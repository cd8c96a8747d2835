import BarkeepCore

/// `barkeep <kind> list`: every entity of a kind.
enum ListCommand {
    /// The command for `kind`.
    static func node(_ kind: EntityKind) -> CommandNode {
        var options = [CommonOptions.json]
        if kind == .appearance {
            options.append(
                OptionDeclaration(
                    name: "bar", help: "Only appearances of this bar kind.", valueName: "bar",
                    allowedValues: BarKind.allCases.map(\.rawValue)))
        }
        options.append(OptionDeclaration(name: "names", help: "Print only the names, one per line."))
        let declaration = CommandDeclaration(
            name: "list", abstract: "List every \(kind.rawValue).", options: options)
        return CommandNode(declaration) { invocation in
            let bar = invocation.command.option("bar").flatMap(BarKind.init(rawValue:))
            let entities = try invocation.openCatalogForReading().entities(kind: kind, bar: bar)
            if invocation.wantsJSON {
                invocation.console.printJSON(try JSONOutput.text(entities.map(EntityDocument.init)))
            } else if invocation.command.flag("names") {
                invocation.console.print(lines: entities.map(\.name))
            } else if entities.isEmpty {
                invocation.console.note(
                    "no \(kind.rawValue) yet; create one with 'barkeep \(kind.rawValue) create'")
            } else {
                EntityPrinter.table(entities, kind: kind).forEach(invocation.console.print)
            }
            return ExitStatus.success
        }
    }
}
