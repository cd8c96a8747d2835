/// Who makes a change, when, why, and with which command: one batch of history.
public struct ChangeContext: Sendable {
    /// The actor recorded with every change.
    public var actor: String
    /// The `-m` message, if any.
    public var message: String?
    /// The command line, recorded with the batch.
    public var command: String
    /// When the command runs, in milliseconds since 1970 (UTC).
    public var atMilliseconds: Int64

    /// Creates a context.
    public init(actor: String, message: String?, command: String, atMilliseconds: Int64) {
        self.actor = actor
        self.message = message
        self.command = command
        self.atMilliseconds = atMilliseconds
    }
}
