/// What one in-process run of barkeep printed and returned.
struct CommandResult: Equatable, CustomStringConvertible {
    /// The exit status.
    let status: Int32
    /// Everything printed to standard output.
    let stdout: String
    /// Everything printed to standard error.
    let stderr: String

    /// Standard output split into lines, without the final empty one.
    var lines: [String] {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    var description: String { "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}
