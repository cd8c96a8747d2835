/// Why an import file was refused; nothing was written. The message names the entry (with its line,
/// where the format has lines) and the field.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line in the file, if known.
    public let line: Int?
    /// The file, when the input was several files and the error knows which one.
    public let file: String?
    /// What is wrong, naming the entity and field.
    public let problem: String

    /// Creates an error.
    public init(line: Int?, _ problem: String, file: String? = nil) {
        self.line = line
        self.file = file
        self.problem = problem
    }

    /// Reads like `line 12: appearance 'base', field 'standard.title.size': expected a number`.
    public var description: String {
        (file.map { "\($0): " } ?? "") + (line.map { "line \($0): " } ?? "") + problem
    }
}
