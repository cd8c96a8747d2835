/// One command invocation's worth of changes: who, when, why and which command.
public struct Batch: Hashable, Sendable {
    /// The batch id; 0 until the batch is stored (the history numbers it).
    public var id: Int64
    /// When the command ran, in milliseconds since 1970 (UTC).
    public var atMilliseconds: Int64
    /// Who ran it.
    public var actor: String
    /// The `-m` message, if any.
    public var message: String?
    /// The command line that made the changes, such as `palette set brand light=#000`.
    public var command: String

    /// Creates a batch.
    public init(id: Int64, atMilliseconds: Int64, actor: String, message: String?, command: String) {
        self.id = id
        self.atMilliseconds = atMilliseconds
        self.actor = actor
        self.message = message
        self.command = command
    }
}
