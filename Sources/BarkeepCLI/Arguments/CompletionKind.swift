/// How a shell should complete the value of an argument or option.
package enum CompletionKind: Sendable, Equatable {
    /// File and directory names.
    case file
    /// A fixed list of words.
    case values([String])
    /// The lines printed by a shell command, e.g. `barkeep palette list --names`.
    ///
    /// The scripts append the options marked `forwardsToCompletions` that are typed on the line
    /// being completed (`--db other.sqlite`), so the command reads what the line names. In the
    /// command, ``previousValuePlaceholder`` stands for the positional value typed just before
    /// the one being completed (the kind in `resolve <kind> <name>`).
    case custom(String)
    /// No suggestions.
    case none

    /// The word a `.custom` command uses for the positional value typed before the completed one.
    package static let previousValuePlaceholder = "{previous}"
}
