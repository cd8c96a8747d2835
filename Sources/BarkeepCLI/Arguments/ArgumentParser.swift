/// Turns a command line into a `ParseOutcome` according to a tree of command declarations.
package struct ArgumentParser: Sendable {
    /// The root command; its name is the tool's name.
    package let root: CommandDeclaration

    /// Creates a parser for the command tree below `root`.
    package init(root: CommandDeclaration) {
        self.root = root
    }

    /// Parses `arguments`, the command line without the tool's own name.
    ///
    /// `-h`/`--help` anywhere before `--` wins over any other problem and asks for the help of
    /// the command reached so far; `help <command> …` asks for the help of that command.
    package func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        var session = ParseSession(root: root, tokens: arguments)
        do {
            if let outcome = try session.scan() {
                return outcome
            }
            if session.isHelpRequested {
                return .help(path: session.lineage.path)
            }
            return try session.finish()
        } catch {
            if session.isHelpRequested || ArgumentSyntax.containsHelpRequest(arguments) {
                return .help(path: session.lineage.path)
            }
            throw error
        }
    }
}
