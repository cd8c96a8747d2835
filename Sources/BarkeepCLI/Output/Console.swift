import BarkeepCore

/// Where a command writes: data to standard output, diagnostics to standard error.
package struct Console: Sendable {
    /// Writes text to standard output.
    package let writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    package let writeError: @Sendable (String) -> Void
    /// Whether diagnostics may be coloured (standard error is a terminal and `NO_COLOR` is unset).
    package let colorsDiagnostics: Bool
    /// The terminal's width in columns when standard output is a terminal; `nil` (piped, or unknown)
    /// leaves prose unwrapped.
    package let width: Int?

    /// Creates a console from its two writers; prose is wrapped at `width` columns when given.
    package init(
        colorsDiagnostics: Bool, width: Int? = nil, writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.colorsDiagnostics = colorsDiagnostics
        self.width = width.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `text` with each line longer than ``width`` broken between words; a continuation line starts
    /// at the line's own indentation plus `continuationIndent` columns. Unchanged without a width.
    ///
    /// The one place prose is wrapped to the terminal; tables and JSON never go through it.
    package func wrapped(_ text: String, continuationIndent: Int = 0) -> String {
        guard let width else { return text }
        return TextWrapper(width: width).paragraphs(text, continuationIndent: continuationIndent)
            .joined(separator: "\n")
    }

    /// Prints prose (a sentence, a finding), wrapped to the terminal (``wrapped(_:continuationIndent:)``).
    package func printProse(_ text: String, continuationIndent: Int = 2) {
        print(wrapped(text, continuationIndent: continuationIndent))
    }

    /// Prints a line of data (or several, joined by line feeds), every character a terminal would act
    /// on or hide escaped (``FreeText/escapedForTerminal(_:keepingNewlines:syntax:)``).
    package func print(_ line: String = "") {
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
    package func print(lines: [String], indent: String = "") {
        for line in lines { print(indent + line) }
    }

    /// Prints `error: …` to standard error, in red on a terminal, on one line (a line feed in the
    /// message is escaped, so it cannot forge a line).
    package func error(_ message: String) {
        diagnostic("error:", color: "1;31", message)
    }

    /// Prints `warning: …` to standard error, on one line.
    package func warning(_ message: String) {
        diagnostic("warning:", color: "1;33", message)
    }

    /// Prints a note to standard error, on one line (wrapped on a terminal).
    package func note(_ message: String) {
        writeError(wrapped(FreeText.escapedForTerminal(message), continuationIndent: 2) + "\n")
    }

    /// Prints `label message` to standard error, the label coloured on a terminal, the message on one
    /// line wrapped to the terminal below its first word.
    private func diagnostic(_ label: String, color: String, _ message: String) {
        let line = wrapped(
            label + " " + FreeText.escapedForTerminal(message), continuationIndent: label.count + 1)
        guard colorsDiagnostics else { return writeError(line + "\n") }
        writeError("\u{1B}[\(color)m\(label)\u{1B}[0m" + line.dropFirst(label.count) + "\n")
    }
}
