/// Why a Swift source could not be read: an unterminated string or comment, a stray character, an
/// unclosed brace or an expression nested too deeply. Names the file, line and column.
public struct SwiftSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as given.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in UTF-8 bytes.
    public let column: Int
    /// What is wrong.
    public let problem: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// Reads like `Theme.swift:12:5: unterminated string literal`.
    public var description: String {
        "\(file):\(line):\(column): \(problem)"
    }
}
