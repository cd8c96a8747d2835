import BarkeepCore

/// `barkeep check`: SQLite's integrity and foreign-key checks and Barkeep's own invariants.
enum CheckCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "check", abstract: "Check the catalog for damage and for changes made outside Barkeep.",
            discussion: "Runs SQLite's integrity_check and foreign_key_check, and checks that every entity "
                + "equals its latest history document, that every entity's versions are contiguous, and that "
                + "the stored provenance (the change that last set each field, which resolve --explain "
                + "reads) agrees with the history. Never writes the file. Exits 1 when something is wrong.",
            options: [CommonOptions.json])
    ) { invocation in
        let check = try Catalog.check(path: invocation.databasePath)
        let console = invocation.console
        if invocation.wantsJSON {
            console.printJSON(try JSONOutput.text(CheckJSON(check, path: invocation.databasePath)))
            return check.isClean ? ExitStatus.success : ExitStatus.failure
        }
        for problem in check.problems { console.print("problem: \(problem)") }
        for note in check.notes { console.print("note: \(note)") }
        if check.isClean {
            console.print(
                "catalog ok: integrity, foreign keys, \(check.entityCount) entities matching their history, "
                    + "contiguous versions in change order, stored provenance")
            return ExitStatus.success
        }
        console.error("the catalog at \(invocation.databasePath) has \(check.problems.count) problem(s)")
        return ExitStatus.failure
    }
}
