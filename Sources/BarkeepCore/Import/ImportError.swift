/// Why an import file was refused; nothing was written. The message names the entry (with its line,
/// where the format has lines) and the field.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line in the file, if known.
    public let line: Int?
    /// What is wrong, naming the entity and field.
    public let problem: String

    /// Creates an error.
    public init(line: Int?, _ problem: String) {
        self.line = line
        self.problem = problem
    }

    /// Reads like `line 12: appearance 'base', field 'standard.title.size': expected a number`.
    public var description: String {
        (line.map { "line \($0): " } ?? "") + problem
    }
}
