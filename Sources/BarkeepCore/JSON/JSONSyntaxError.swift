/// Text that is not JSON: the line and column where reading stopped, and why.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package let line: Int
    /// The column, from 1, in UTF-8 bytes.
    package let column: Int
    /// What was wrong.
    package let problem: String

    /// Reads like `line 3, column 7: expected ',' or '}'`.
    package var description: String { "line \(line), column \(column): \(problem)" }
}
