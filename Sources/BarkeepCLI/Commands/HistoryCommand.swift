import BarkeepCore

/// `barkeep history [<kind> [<name>]] [--since …] [--until …] [--actor …] [--op …] [--limit …]`:
/// the changes, newest first, one per line.
enum HistoryCommand {
    /// The default page size.
    static let defaultLimit = 50

    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "history", abstract: "List the changes made to the catalog, newest first.",
            discussion:
                "One line per change: its id, the UTC time, who made it, the operation, the entity and "
                + "the message. An entity's history follows it across renames: either name finds it. "
                + "<time> is " + PointInTime.acceptedForms + "; with --json, 'since' and 'until' echo the "
                + "instants read. When more changes match than --limit, the next page starts at --before.",
            arguments: [
                CommonOptions.kind(help: "Only changes of this kind of entity.", isOptional: true),
                CommonOptions.nameAfterKind(
                    help: "Only changes of this entity (any name it has had).", isOptional: true),
            ],
            options: [
                OptionDeclaration(
                    name: "since", help: "Only changes made at or after this time.", valueName: "time"),
                OptionDeclaration(
                    name: "until", help: "Only changes made at or before this time.", valueName: "time"),
                OptionDeclaration(name: "actor", help: "Only changes made by this actor.", valueName: "name"),
                OptionDeclaration(
                    name: "op", help: "Only changes with this operation.", valueName: "operation",
                    allowedValues: ChangeOperation.allCases.map(\.rawValue)),
                OptionDeclaration(
                    name: "batch", help: "Only the changes of this batch.", valueName: "batch-id"),
                OptionDeclaration(
                    name: "limit", help: "At most this many changes; 0 for all.", valueName: "n",
                    defaultValue: String(defaultLimit)),
                OptionDeclaration(
                    name: "before", help: "Only changes older than this change (the next page).",
                    valueName: "change-id"),
                OptionDeclaration(name: "verbose", help: "Show each change's batch and field diff."),
                CommonOptions.json,
            ],
            examples: [
                "barkeep history", "barkeep history palette brand --verbose",
                "barkeep history --since 2026-11-29T00:00:00Z --actor ann --op update",
            ])
    ) { invocation in
        var query = HistoryQuery()
        query.kind = try invocation.kindArgument("kind", followedByName: true)
        query.name = invocation.command.argument("name")
        query.since = try invocation.pointInTimeOption("since", synopsis: "--since <time>", bound: .start)
        query.until = try invocation.pointInTimeOption("until", synopsis: "--until <time>")
        query.actor = invocation.command.option("actor")
        query.operation = invocation.command.option("op").flatMap(ChangeOperation.init(rawValue:))
        query.batchID = try invocation.command.option("batch").map {
            try invocation.batchID($0)
        }
        let limit = try invocation.integerOption("limit", synopsis: "--limit <n>", minimum: 0) ?? defaultLimit
        query.limit = limit == 0 ? nil : limit
        query.beforeChangeID = try invocation.command.option("before").map {
            try invocation.changeID($0)
        }
        let history = try invocation.openCatalogForReading().history
        let page = try history.changes(query)
        let console = invocation.console
        if invocation.wantsJSON {
            var report = try ChangeListJSON(page.changes, nextBefore: page.nextBeforeChangeID, isPaged: true)
            report.since = query.since
            report.until = query.until
            console.printJSON(try JSONOutput.text(report))
            return ExitStatus.success
        }
        if page.changes.isEmpty {
            console.note("no changes match")
            return ExitStatus.success
        }
        var batches: [Int64: Batch]?
        if invocation.command.flag("verbose") {
            batches = [:]
            for id in Set(page.changes.map(\.batchID)) { batches?[id] = try history.batch(id) }
        }
        try HistoryPrinter.lines(page.changes, batches: batches).forEach(console.print)
        if let next = page.nextBeforeChangeID {
            console.note("(more changes: add --before @\(next) for the next page, or --limit 0 for all)")
        }
        return ExitStatus.success
    }
}
