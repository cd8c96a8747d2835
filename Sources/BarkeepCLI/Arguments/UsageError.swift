/// A command line the declarations do not accept; reported with the usage line, exit status 64.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, starting in lowercase, e.g. `missing expected argument '<name>'`.
    package var message: String
    /// The subcommand names below the root of the command being parsed when the error was found.
    package var commandPath: [String]

    /// Creates an error for the command at `commandPath`.
    package init(message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }
}
