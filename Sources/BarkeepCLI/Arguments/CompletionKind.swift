/// How a shell should complete the value of an argument or option.
public enum CompletionKind: Sendable, Equatable {
    /// File and directory names.
    case file
    /// A fixed list of words.
    case values([String])
    /// The lines printed by a shell command, e.g. `barkeep palette list --names`.
    case custom(String)
    /// No suggestions.
    case none
}
