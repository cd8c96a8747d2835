/// A file `export --output` could not write, and why.
struct ExportDestinationError: Error, CustomStringConvertible {
    /// The path.
    let path: String
    /// What the file system said.
    let reason: String

    /// `cannot write <path>: <reason>`.
    var description: String { "cannot write \(path): \(reason)" }
}
