/// What `import --format swift` did with each file: what became which entity and field, what is a
/// placeholder, and what was ignored and why.
public final class SwiftImportReport {
    /// One line of the report.
    public struct Line: Hashable, Sendable {
        /// What sort of line it is.
        public enum Kind: String, Sendable {
            /// Code that became an entity or field.
            case mapped
            /// A value the import could not evaluate, stood in for by a named placeholder.
            case placeholder
            /// Code that was not imported, with the reason.
            case ignored
            /// Something worth knowing.
            case note
        }

        /// The kind.
        public let kind: Kind
        /// The file.
        public let file: String
        /// The line (0 for the whole file).
        public let line: Int
        /// What happened.
        public let text: String
    }

    /// The lines, in the order found.
    public private(set) var lines: [Line] = []

    /// Creates an empty report.
    public init() {}

    /// Records a mapping.
    func mapped(_ location: SourceLocation, _ text: String) { add(.mapped, location, text) }

    /// Records a placeholder.
    func placeholder(_ location: SourceLocation, _ text: String) { add(.placeholder, location, text) }

    /// Records something ignored.
    func ignored(_ location: SourceLocation, _ text: String) { add(.ignored, location, text) }

    /// Records a note.
    func note(_ location: SourceLocation, _ text: String) { add(.note, location, text) }

    /// Records a line about a whole file.
    public func file(_ file: String, _ kind: Line.Kind, _ text: String) {
        lines.append(Line(kind: kind, file: file, line: 0, text: text))
    }

    /// Shows the lines of `file` with its code as written: each Swift text of `forms` (longest first)
    /// replaced by the Objective-C text it was read from.
    func showWrittenForms(_ forms: [String: String], in file: String) {
        lines = lines.map { line in
            guard line.file == file else { return line }
            return Line(
                kind: line.kind, file: line.file, line: line.line, text: Self.writtenText(line.text, forms))
        }
    }

    /// `text` with each Swift text of `forms` (longest first) replaced by the code as written, where it
    /// stands on its own (not inside a longer name: `UIColor.white` is not replaced in `UIColor.whiteColor`).
    static func writtenText(_ text: String, _ forms: [String: String]) -> String {
        var result = Substring(text)
        for (swift, written) in forms.sorted(by: { ($0.key.count, $0.key) > ($1.key.count, $1.key) }) {
            var output = ""
            var rest = result[...]
            while let range = rest.firstRange(of: swift) {
                let before =
                    range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : " "
                let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
                let standsAlone =
                    !(before.isLetter || before.isNumber || before == "_" || before == ".")
                    && !(after.isLetter || after.isNumber || after == "_")
                output += rest[..<range.lowerBound] + (standsAlone ? written : swift)
                rest = rest[range.upperBound...]
            }
            result = Substring(output + rest)
        }
        return String(result)
    }

    /// Appends a line.
    private func add(_ kind: Line.Kind, _ location: SourceLocation, _ text: String) {
        lines.append(Line(kind: kind, file: location.file, line: location.line, text: text))
    }

    /// The report as lines: per file, its name, then its lines sorted by line, each
    /// `  line: kind: text`. A text may hold anything the imported file's literals held (a line feed
    /// too); whoever prints a line escapes it, so it stays one line.
    public var printedLines: [String] {
        var seen: Set<Line> = []
        let unique = lines.filter { seen.insert($0).inserted }
        let files = unique.map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var output: [String] = []
        for file in files {
            output.append("\(file):")
            let lines = unique.enumerated().filter { $0.element.file == file }
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            for line in lines {
                output.append(
                    "  \(line.line == 0 ? "-" : String(line.line)): \(line.kind.rawValue): \(line.text)")
            }
        }
        return output
    }

    /// The report as text: ``printedLines``, each ending in a line feed.
    public var text: String {
        printedLines.map { $0 + "\n" }.joined()
    }
}
