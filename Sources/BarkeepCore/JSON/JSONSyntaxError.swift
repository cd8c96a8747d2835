/// Text that is not JSON: the line and column where reading stopped, and why.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in UTF-8 bytes.
    public let column: Int
    /// What was wrong.
    public let problem: String

    /// Reads like `line 3, column 7: expected ',' or '}'`.
    public var description: String { "line \(line), column \(column): \(problem)" }
}
