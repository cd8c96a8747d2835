import BarkeepCore

/// Where a command writes: data to standard output, diagnostics to standard error.
public struct Console: Sendable {
    /// Writes text to standard output.
    public let writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let writeError: @Sendable (String) -> Void
    /// Whether diagnostics may be coloured (standard error is a terminal and `NO_COLOR` is unset).
    public let colorsDiagnostics: Bool

    /// Creates a console from its two writers.
    public init(
        colorsDiagnostics: Bool, writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.colorsDiagnostics = colorsDiagnostics
    }

    /// Prints a line of data.
    public func print(_ line: String = "") {
        writeOutput(FreeText.escapingControlCharacters(line, keepingNewlines: true) + "\n")
    }

    /// Prints each line of data, indented by `indent`.
    public func print(lines: [String], indent: String = "") {
        for line in lines { print(indent + line) }
    }

    /// Prints `error: …` to standard error, in red on a terminal.
    public func error(_ message: String) {
        let label = colorsDiagnostics ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        writeError("\(label) \(FreeText.escapingControlCharacters(message, keepingNewlines: true))\n")
    }

    /// Prints `warning: …` to standard error.
    public func warning(_ message: String) {
        let label = colorsDiagnostics ? "\u{1B}[1;33mwarning:\u{1B}[0m" : "warning:"
        writeError("\(label) \(message)\n")
    }

    /// Prints a note to standard error.
    public func note(_ message: String) {
        writeError(message + "\n")
    }
}
