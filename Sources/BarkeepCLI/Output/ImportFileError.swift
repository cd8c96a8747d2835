/// An import file (or a snapshot `merge` reads) that was refused or unreadable: the file, the line
/// where known, and the problem.
struct ImportFileError: Error, CustomStringConvertible {
    /// The file's path.
    let file: String
    /// The line, if known.
    var line: Int? = nil
    /// What is wrong, naming the entry and field.
    let problem: String
    /// What was left undone because of it.
    var outcome = "nothing was imported"

    /// Reads like `catalog.json:12: appearance 'base', field 'standard.title.size': …; nothing was imported`.
    var description: String {
        "\(file)" + (line.map { ":\($0)" } ?? "") + ": \(problem); \(outcome)"
    }
}
