/// A command line the declarations do not accept; reported with the usage line, exit status 64.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, starting in lowercase, e.g. `missing expected argument '<name>'`.
    public var message: String
    /// The subcommand names below the root of the command being parsed when the error was found.
    public var commandPath: [String]

    /// Creates an error for the command at `commandPath`.
    public init(message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }
}
