import BarkeepCore

/// One run of one command: what was parsed, the environment, where output goes, and the time.
struct Invocation: Sendable {
    /// The parsed command line.
    let command: ParsedCommand
    /// The raw arguments, recorded with history batches.
    let arguments: [String]
    /// The process environment.
    let environment: [String: String]
    /// Where output goes.
    let console: Console
    /// The current time in milliseconds since 1970 (UTC), read when the command started.
    let nowMilliseconds: Int64
    /// Reads the current time; changes read it once they hold the write lock.
    let clock: @Sendable () -> Int64

    /// The catalog path: `--db`, else `BARKEEP_DB`, else `barkeep.sqlite` in the current directory.
    var databasePath: String {
        command.option("db") ?? environment["BARKEEP_DB"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "barkeep.sqlite"
    }

    /// Who makes changes: `--actor`, else `BARKEEP_ACTOR`, else the login name.
    var actor: String {
        let candidates = [
            command.option("actor"), environment["BARKEEP_ACTOR"], environment["USER"],
            environment["LOGNAME"],
        ]
        return candidates.compactMap { $0 }.first { !$0.isEmpty } ?? "unknown"
    }

    /// Whether `--json` was given.
    var wantsJSON: Bool { command.flag("json") }

    /// Opens the catalog; only commands that create catalogs pass `create: true`.
    func openCatalog(create: Bool = false) throws -> Catalog {
        let catalog = try Catalog(path: databasePath, create: create, nowMilliseconds: nowMilliseconds)
        catalog.notify = { [console] in console.note("note: " + $0) }
        return catalog
    }

    /// Opens the catalog for a command that only reads: it never creates, migrates or writes the file.
    func openCatalogForReading() throws -> Catalog {
        try Catalog(path: databasePath, create: false, readOnly: true, nowMilliseconds: nowMilliseconds)
    }

    /// The history context of this command's changes.
    var changeContext: ChangeContext {
        ChangeContext(
            actor: actor, message: command.option("message"), command: arguments.joined(separator: " "),
            clock: clock)
    }

    /// The positional argument `name`, which the parser guarantees when it is required.
    func argument(_ name: String) -> String {
        command.argument(name) ?? ""
    }
}
