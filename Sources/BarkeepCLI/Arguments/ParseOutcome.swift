/// What a command line asks for: running a command, showing help, or showing the version.
package enum ParseOutcome: Sendable, Equatable {
    /// Run the selected command with these values.
    case command(ParsedCommand)
    /// Print the help for the command at `path` (empty for the root) to stdout.
    case help(path: [String])
    /// Print the tool's version.
    case version
}
