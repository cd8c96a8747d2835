import BarkeepCore

/// `barkeep init`: create an empty catalog (idempotent).
enum InitCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "init", abstract: "Create an empty catalog, or bring an existing one's schema up to date.",
            discussion:
                "Running it again on an existing catalog changes nothing but pending schema migrations.",
            options: [CommonOptions.json])
    ) { invocation in
        let catalog = try invocation.openCatalog(create: true)
        let count = try catalog.entities().count
        if invocation.wantsJSON {
            invocation.console.printJSON(try JSONOutput.text(InitJSON(path: catalog.path, entities: count)))
        } else {
            invocation.console.print("catalog ready at \(catalog.path) (\(count) entities)")
        }
        return ExitStatus.success
    }
}
