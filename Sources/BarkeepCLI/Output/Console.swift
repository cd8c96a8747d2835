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

    /// Prints a line of data (or several, joined by line feeds), every character a terminal would act
    /// on or hide escaped (``FreeText/escapedForTerminal(_:keepingNewlines:syntax:)``).
    public func print(_ line: String = "") {
        writeOutput(FreeText.escapedForTerminal(line, keepingNewlines: true) + "\n")
    }

    /// Prints JSON text, the characters a terminal would act on or hide written as JSON escapes, so
    /// the text stays valid JSON with the same value.
    func printJSON(_ text: String) {
        writeOutput(FreeText.escapedForTerminal(text, keepingNewlines: true, syntax: .json) + "\n")
    }

    /// Prints a piece of a JSON document that is written in several (``printJSON(_:)`` ends it),
    /// escaped the same way; a piece ends between two values, never inside a string.
    func printJSONPiece(_ text: String) {
        writeOutput(FreeText.escapedForTerminal(text, keepingNewlines: true, syntax: .json))
    }

    /// Prints each line of data, indented by `indent`.
    public func print(lines: [String], indent: String = "") {
        for line in lines { print(indent + line) }
    }

    /// Prints `error: …` to standard error, in red on a terminal, on one line (a line feed in the
    /// message is escaped, so it cannot forge a line).
    public func error(_ message: String) {
        let label = colorsDiagnostics ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        writeError("\(label) \(FreeText.escapedForTerminal(message))\n")
    }

    /// Prints `warning: …` to standard error, on one line.
    public func warning(_ message: String) {
        let label = colorsDiagnostics ? "\u{1B}[1;33mwarning:\u{1B}[0m" : "warning:"
        writeError("\(label) \(FreeText.escapedForTerminal(message))\n")
    }

    /// Prints a note to standard error, on one line.
    public func note(_ message: String) {
        writeError(FreeText.escapedForTerminal(message) + "\n")
    }
}
