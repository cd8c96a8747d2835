import BarkeepCore

/// `barkeep fields <kind> [--bar <bar>]`: the field catalogue, for people, scripts and completion.
enum FieldsCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "fields",
            abstract: "List the field paths a kind accepts, with their types and UIKit mapping.",
            discussion: "Appearances list every bar kind's paths unless --bar is given.",
            arguments: [
                CommonOptions.kind()
            ],
            options: [
                OptionDeclaration(
                    name: "bar", help: "Only paths of this bar kind (appearances).", valueName: "bar",
                    allowedValues: BarKind.allCases.map(\.rawValue)),
                OptionDeclaration(name: "names", help: "Print only the paths, one per line."),
                CommonOptions.json,
            ],
            examples: ["barkeep fields appearance --bar tab", "barkeep fields sheet --json"])
    ) { invocation in
        guard let kind = try invocation.kindArgument("kind") else {
            throw invocation.usageError("missing expected argument '<kind>'")
        }
        let bars: [BarKind?] =
            kind == .appearance
            ? (invocation.command.option("bar").flatMap(BarKind.init(rawValue:)).map { [$0] }
                ?? BarKind.allCases) : [nil]
        let rows = bars.flatMap { bar in
            FieldCatalogue.of(kind, bar: bar).specs.map { spec in
                FieldRow(
                    path: spec.path, bar: bar?.rawValue, type: spec.type.summary, uikit: spec.uikit,
                    swiftui: spec.swiftui, introduced: spec.introduced.description, help: spec.help)
            }
        }
        let console = invocation.console
        if invocation.wantsJSON {
            console.printJSON(try JSONOutput.text(rows))
        } else if invocation.command.flag("names") {
            Set(rows.map(\.path)).sorted().forEach(console.print)
        } else {
            EntityPrinter.aligned(rows.map { ($0.path, "\($0.type) — \($0.help)") }).forEach(console.print)
        }
        return ExitStatus.success
    }

    /// One catalogue row as printed.
    struct FieldRow: Encodable {
        let path: String
        let bar: String?
        let type: String
        let uikit: String?
        let swiftui: String?
        let introduced: String
        let help: String
    }
}
