/// Builds a Swift source file line by line with four-space indentation, in the layout `swift format`
/// keeps, so that generated files pass `swift format lint` with the project's configuration.
///
/// A file can be taken whole (``text``) or in pieces as it is written (``takeWritten()``, then
/// ``takeRest()``): the pieces joined are the same text.
struct SwiftSourceWriter {
    /// The lines written and not yet taken.
    private var lines: [String] = []
    /// The last line already taken, which decides whether a blank line may follow.
    private var lastTaken: String?
    /// The current indentation level.
    private var depth = 0
    /// The access level and type names every line is written with.
    private let style: GeneratedSwiftStyle

    /// A writer of a file in `style` (the standard one: `public`, `Barkeep…` types).
    init(style: GeneratedSwiftStyle = .standard) {
        self.style = style
    }

    /// Appends `text` at the current indentation; an empty string appends a blank line (never two in
    /// a row, never one straight after an opening brace).
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            guard let last = lines.last ?? lastTaken, !last.isEmpty, !last.hasSuffix("{") else { return }
            lines.append("")
        } else {
            let styled = style == .standard ? text : style.apply(to: text)
            lines.append(String(repeating: "    ", count: depth) + styled)
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
        open(opener)
        try body(&self)
        close(closer: closer)
    }

    /// Writes `opener {` and goes one level deeper: the start of a ``block(_:closer:_:)`` whose body is
    /// written piece by piece; ``close(closer:)`` ends it.
    mutating func open(_ opener: String) {
        line(opener.isEmpty ? "{" : opener + " {")
        depth += 1
    }

    /// Ends what ``open(_:)`` started: one level shallower, then `}` followed by `closer`.
    mutating func close(closer: String = "") {
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

    /// The text of the lines written since the last call, each ending with a newline, forgetting them:
    /// a piece of the file to hand over. A trailing blank line is kept back, since a closing brace or
    /// the end of the file may still remove it.
    mutating func takeWritten() -> String {
        var count = lines.count
        while count > 0, lines[count - 1].isEmpty { count -= 1 }
        guard count > 0 else { return "" }
        var piece = ""
        for line in lines[..<count] {
            piece += line
            piece += "\n"
        }
        lastTaken = lines[count - 1]
        lines.removeFirst(count)
        return piece
    }

    /// The text of the lines not taken yet, without the blank lines at the end: the file's last piece.
    mutating func takeRest() -> String {
        while lines.last?.isEmpty == true { lines.removeLast() }
        return takeWritten()
    }

    /// `text` (a comment's, one line) broken into lines of at most `width` characters at spaces (a
    /// longer word stays whole).
    private static func wrap(_ text: String, width: Int) -> [String] {
        let limit = max(width, 20)
        // In ASCII without line breaks (almost every comment) a character is a byte, so lengths are
        // byte counts; and a comment that fits, with single spaces between its words and none around
        // them, is its own one line.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII, text.utf8.count <= limit, text.utf8.first != UInt8(ascii: " "),
            text.utf8.last != UInt8(ascii: " "), !Self.hasDoubleSpace(text)
        {
            return [text]
        }
        var result: [String] = []
        var current = ""
        var length = 0  // the characters of `current`
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if length > 0, length + 1 + (isASCII ? word.utf8.count : word.count) > limit {
                result.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
            length = isASCII ? current.utf8.count : current.count
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }

    /// Whether `text` has two spaces in a row.
    private static func hasDoubleSpace(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: " "), previous == byte { return true }
            previous = byte
        }
        return false
    }
}
