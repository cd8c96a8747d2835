import BarkeepCore

/// The `barkeep <kind> …` command groups: the same eight subcommands for every kind.
enum KindCommands {
    /// The group for `kind`.
    static func node(for kind: EntityKind) -> CommandNode {
        CommandNode(
            group: CommandDeclaration(
                name: kind.rawValue, abstract: abstract(kind), discussion: discussion(kind)),
            children: [
                CreateCommand.node(kind), SetCommand.node(kind), UnsetCommand.node(kind),
                ShowCommand.node(kind),
                ListCommand.node(kind), RenameCommand.node(kind), CopyCommand.node(kind),
                DeleteCommand.node(kind),
            ])
    }

    /// The kind with its indefinite article: "a palette", "an appearance".
    static func noun(_ kind: EntityKind) -> String {
        kind == .appearance ? "an appearance" : "a \(kind.rawValue)"
    }

    /// One sentence on what entities of `kind` are.
    static func abstract(_ kind: EntityKind) -> String {
        switch kind {
        case .palette:
            return "Manage palette colours: named colours with light, dark and high-contrast values."
        case .appearance: return "Manage bar appearances: navigation, tab and toolbar looks per variant."
        case .layout: return "Manage layout presets: custom navigation bar heights and how content is placed."
        case .sheet: return "Manage sheet presets: detents, grabber, corner radius and more."
        case .toolbar: return "Manage SwiftUI toolbar presets: items by placement across platforms."
        case .theme: return "Manage themes: bundles of appearances and presets with a deployment target."
        }
    }

    /// The keys of `kind`, for its group's help.
    static func discussion(_ kind: EntityKind) -> String {
        switch kind {
        case .palette:
            return "Keys: light (required), dark, lightHighContrast, darkHighContrast, asset, description. "
                + "Colours: #RGB, #RRGGBB, #RRGGBBAA, clear, system:<name>, {palette-name}."
        case .appearance:
            return "Keys: field paths such as standard.backgroundColor or scrollEdge.title.color, bar-level "
                + "settings (bar.tintColor, …), a whole variant (scrollEdge=default), parent, description. "
                + "'barkeep fields appearance' lists every path (also in docs/fields.md)."
        default:
            let keys = FieldCatalogue.of(kind).specs.map(\.path) + EntityEditor.entityKeys
            return "Keys: " + keys.joined(separator: ", ") + "."
        }
    }

    /// Replaces the entity named by the `name` argument by `edit(entity)` in one transaction, and
    /// reports the result.
    static func update(
        _ kind: EntityKind, _ invocation: Invocation, _ edit: (Entity) throws -> Entity
    ) throws -> Int32 {
        let name = invocation.argument("name")
        let (entity, changed) = try invocation.openCatalog().mutate(invocation.changeContext) { session in
            (try session.update(kind, name, edit), !session.changes.isEmpty)
        }
        try report(
            entity, message: "\(changed ? "updated" : "unchanged") \(kind.rawValue) \(name)", invocation)
        return ExitStatus.success
    }

    /// Prints the entity a mutation left behind: its document with `--json`, else `message`.
    static func report(_ entity: Entity, message: String, _ invocation: Invocation) throws {
        if invocation.wantsJSON {
            invocation.console.printJSON(try JSONOutput.text(EntityDocumentJSON(entity)))
        } else {
            invocation.console.print(message)
        }
    }
}
