import BarkeepCore
import BarkeepExport

/// `barkeep resolve <kind> <name> [--explain] [--all] [--json]`: the fully resolved entity.
enum ResolveCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "resolve",
            abstract: "Show an entity with inheritance, fallbacks, defaults and references resolved.",
            discussion: "Lists every field that is set somewhere in the parent chain (or reached by variant "
                + "fallback); --all adds the fields left to UIKit's defaults. --explain adds where each value "
                + "came from: entity, variant and path, and the history change that last set it.",
            arguments: [
                CommonOptions.kind(),
                CommonOptions.nameAfterKind(help: "The entity's name."),
            ],
            options: [
                OptionDeclaration(name: "explain", help: "Show where each value came from."),
                OptionDeclaration(name: "all", help: "Include fields left to UIKit's defaults."),
                SnapshotSource.atOption,
                CommonOptions.json,
            ],
            examples: [
                "barkeep resolve appearance tall-teal --explain",
                "barkeep resolve layout legacy-ios10 --json", "barkeep resolve theme articles --at @12",
            ])
    ) { invocation in
        let kind = try invocation.requiredKind()
        let explain = invocation.command.flag("explain")
        let name = invocation.argument("name")
        let snapshot = try SnapshotSource.snapshot(invocation, reachableFrom: kind, name, explain: explain)
        let resolved = try Resolver(snapshot: snapshot).resolve(kind, name)
        let includeDefaults = invocation.command.flag("all")
        let console = invocation.console
        if invocation.wantsJSON {
            var text = JSONText()
            ResolvedDocument.append(
                resolved, includeDefaults: includeDefaults, explain: explain, to: &text, pretty: true,
                level: 0)
            console.printJSON(text.string)
            return ExitStatus.success
        }
        var heading = "\(kind.rawValue) \(resolved.name)"
        if let bar = resolved.bar { heading += " (\(bar.rawValue) bar)" }
        console.print(heading + ", resolved")
        let fields = includeDefaults ? resolved.fields : resolved.setFields
        if explain {
            let rows = fields.map { [$0.path, $0.value.description, $0.provenance.description] }
            console.print(lines: Table.lines(header: ["FIELD", "VALUE", "FROM"], rows: rows), indent: "  ")
        } else {
            console.print(
                lines: EntityPrinter.aligned(fields.map { ($0.path, $0.value.description) }), indent: "  ")
        }
        if let layout = resolved.layout {
            console.print("  derived:")
            let origins = LayoutAlignment.allCases.map {
                "\($0.rawValue) \(NumberFormatting.canonical(layout.contentOriginY(for: $0)))"
            }
            let derived = [
                ("safe-area delta", NumberFormatting.canonical(layout.safeAreaDelta)),
                ("content origin y", origins.joined(separator: ", ")),
                ("title spacer", NumberFormatting.canonical(layout.titleSpacerHeight)),
                ("button spacer", NumberFormatting.canonical(layout.buttonSpacerHeight)),
            ]
            console.print(lines: EntityPrinter.aligned(derived), indent: "    ")
        }
        if let theme = resolved.theme {
            for member in theme.members {
                console.print("  member  \(member.kind.rawValue) \(member.name)")
            }
        }
        return ExitStatus.success
    }
}
