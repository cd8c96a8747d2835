public import BarkeepCore

/// Reads Swift sources into catalog entries (`barkeep import --format swift`): tokenizes and parses
/// each file, runs its bar set-up code symbolically, and assembles appearances, palette colours,
/// layout, sheet and toolbar presets and a theme, with a report of what went where.
public enum SwiftImporter {
    /// One source file: its path (as the report names it) and its bytes.
    public struct SourceFile: Sendable {
        /// The path.
        public let path: String
        /// The contents.
        public let bytes: [UInt8]

        /// Creates a source file.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// The import's entries and its report.
    public struct Result {
        /// The entities the code sets up, as text fields with lines.
        public let entries: [ImportedEntity]
        /// What went where, what is a placeholder, what was ignored.
        public let report: SwiftImportReport
    }

    /// Reads `files`; a syntax error, invalid UTF-8 or nesting too deep in any of them is an error
    /// naming the file, line and column (and nothing is imported).
    public static func read(_ files: [SourceFile], prefix: String? = nil) throws(SwiftSyntaxError) -> Result {
        let report = SwiftImportReport()
        var parsed: [(path: String, statements: [SourceStatement])] = []
        for file in files {
            let lowered = file.path.lowercased()
            if lowered.hasSuffix(".m") || lowered.hasSuffix(".h") || lowered.hasSuffix(".mm") {
                report.file(file.path, .ignored, "Objective-C is out of scope: only Swift sources are read")
                continue
            }
            guard let text = String(validating: file.bytes, as: UTF8.self) else {
                let (line, column) =
                    file.bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidByte) ?? (1, 1)
                throw SwiftSyntaxError(
                    file: file.path, line: line, column: column,
                    problem: "not UTF-8 text (binary data?); Swift sources are UTF-8")
            }
            let tokens = try SwiftTokenizer.tokenize(text, file: file.path)
            parsed.append((file.path, try SwiftSourceParser.parse(tokens, file: file.path)))
        }
        let recognizer = SwiftBarRecognizer(report: report)
        recognizer.run(parsed)
        let entries = EntityAssembler(recognizer: recognizer, prefix: prefix).entries()
        for file in parsed where !report.lines.contains(where: { $0.file == file.path }) {
            report.file(file.path, .note, "no bar set-up code found")
        }
        return Result(entries: entries, report: report)
    }
}
