/// Who makes a change, when, why, and with which command: one batch of history.
public struct ChangeContext: Sendable {
    /// The actor recorded with every change.
    public var actor: String
    /// The `-m` message, if any.
    public var message: String?
    /// The command line, recorded with the batch.
    public var command: String
    /// When the command runs, in milliseconds since 1970 (UTC). `Catalog.mutate` replaces it by
    /// the time it reads from `clock` once it holds the write lock, raised to the previous change's
    /// time if the clock is behind, so change ids and times are ordered the same way.
    public var atMilliseconds: Int64
    /// Reads the current time in milliseconds since 1970 (UTC); called inside the write transaction.
    public var clock: @Sendable () -> Int64

    /// Creates a context whose clock always reads `atMilliseconds`.
    public init(actor: String, message: String?, command: String, atMilliseconds: Int64) {
        self.actor = actor
        self.message = message
        self.command = command
        self.atMilliseconds = atMilliseconds
        self.clock = { atMilliseconds }
    }

    /// Creates a context that reads the time from `clock` when its transaction starts.
    public init(actor: String, message: String?, command: String, clock: @escaping @Sendable () -> Int64) {
        self.actor = actor
        self.message = message
        self.command = command
        self.atMilliseconds = clock()
        self.clock = clock
    }
}
