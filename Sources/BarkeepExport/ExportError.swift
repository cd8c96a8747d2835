/// Why an export cannot be written; the message names the entities at fault and what to do.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public let description: String

    /// Creates an error with `description`.
    init(_ description: String) {
        self.description = description
    }
}
