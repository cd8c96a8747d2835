/// A value that does not fit its field: the message says what was wrong and what is allowed.
public struct FieldValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
