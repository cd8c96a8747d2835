/// Builds a Swift source file line by line with four-space indentation, in the layout `swift format`
/// keeps, so that generated files pass `swift format lint` with the project's configuration.
struct SwiftSourceWriter {
    /// The lines written so far.
    private var lines: [String] = []
    /// The current indentation level.
    private var depth = 0

    /// Appends `text` at the current indentation; an empty string appends a blank line (never two in
    /// a row, never one straight after an opening brace).
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
            lines.append("")
        } else {
            lines.append(String(repeating: "    ", count: depth) + text)
        }
    }

    /// Appends `head` + `expression` (such as `x = ` and a value), broken over lines to fit the line length.
    mutating func statement(_ head: String, _ expression: SwiftExpression) {
        lines(SwiftLineBreaker.lines(head, expression, indent: depth * 4))
    }

    /// Appends each of `texts` as a line.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Writes `opener {`, the body one level deeper, then `}` followed by `closer` (such as `)`).
    mutating func block(
        _ opener: String, closer: String = "", _ body: (inout SwiftSourceWriter) throws -> Void
    )
        rethrows
    {
        line(opener + " {")
        depth += 1
        try body(&self)
        depth -= 1
        if lines.last?.isEmpty == true { lines.removeLast() }
        line("}" + closer)
    }

    /// Writes `body` one level deeper, without braces (the branch after a `} else {` line).
    mutating func indent(_ body: (inout SwiftSourceWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `text` as a `///` documentation comment, made safe and wrapped to fit the line length.
    mutating func documentation(_ text: String) {
        for wrapped in Self.wrap(SwiftLiteral.commentText(text), width: 100 - depth * 4) {
            line("/// " + wrapped)
        }
    }

    /// Writes `text` as a `//` comment, made safe and wrapped to fit the line length.
    mutating func comment(_ text: String) {
        for wrapped in Self.wrap(SwiftLiteral.commentText(text), width: 100 - depth * 4) {
            line("// " + wrapped)
        }
    }

    /// The number of spaces the next line is indented by.
    var indentation: Int { depth * 4 }

    /// The file's text, ending with one newline.
    var text: String {
        var result = lines
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stays whole).
    private static func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, current.count + 1 + word.count > max(width, 20) {
                result.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }
}
