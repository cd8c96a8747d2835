import BarkeepCore

/// `barkeep diff <kind> <name> [<from> [<to>]]`: what changed between two versions of an entity.
enum DiffCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "diff", abstract: "Show what changed, field by field, between two versions of an entity.",
            discussion:
                "Versions are numbered from 1 (version n is the entity after its n-th change; 0 is before "
                + "it existed); a version can also be given as a time or a change id (@42), meaning the entity as "
                + "it was then. Default: the previous version against the latest. Lines read '+ path  value' "
                + "(added), '- path  value' (removed) and '~ path  old → new' (changed).",
            arguments: [
                CommonOptions.kind(),
                CommonOptions.nameAfterKind(help: "The entity's name (any name it has had)."),
                ArgumentDeclaration(name: "from", help: "The version to compare from.", isOptional: true),
                ArgumentDeclaration(
                    name: "to", help: "The version to compare to (default: the latest).", isOptional: true),
            ],
            options: [CommonOptions.json],
            examples: [
                "barkeep diff palette brand", "barkeep diff appearance base 1 3",
                "barkeep diff theme main @40",
            ])
    ) { invocation in
        let kind = try invocation.requiredKind()
        let from = try invocation.versionSelector(invocation.command.argument("from"))
        let to = try invocation.versionSelector(invocation.command.argument("to"))
        let result = try invocation.openCatalogForReading().history.diff(
            kind, invocation.argument("name"), from: from, to: to)
        if invocation.wantsJSON {
            invocation.console.printJSON(try JSONOutput.text(VersionDiffJSON(result, from: from, to: to)))
            return ExitStatus.success
        }
        invocation.console.print(
            "\(result.kind.rawValue) \(result.name): version \(result.fromVersion) → \(result.toVersion)")
        let lines = HistoryPrinter.differenceLines(result.diff)
        for line in lines.isEmpty ? ["(no differences)"] : lines { invocation.console.print("  " + line) }
        return ExitStatus.success
    }
}
