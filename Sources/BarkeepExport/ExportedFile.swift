/// One file an exporter produced: a name relative to the output directory, and its text.
public struct ExportedFile: Hashable, Sendable {
    /// The file name, such as `BarkeepUIKit.swift`.
    public let name: String
    /// The file's contents, ending with a newline.
    public let contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
