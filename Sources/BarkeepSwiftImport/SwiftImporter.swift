public import BarkeepCore

/// Reads Swift and Objective-C sources into catalog entries (`barkeep import --format swift`): tokenizes and parses
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
        var writtenForms: [String: [String: String]] = [:]
        for file in files {
            guard let (statements, forms) = try parse(file) else {
                report.file(
                    file.path, .ignored,
                    "Objective-C++ is out of scope: Swift (.swift) and Objective-C (.m, .h) sources are read")
                continue
            }
            parsed.append((file.path, statements))
            if !forms.isEmpty { writtenForms[file.path] = forms }
        }
        let recognizer = SwiftBarRecognizer(report: report)
        recognizer.run(parsed)
        var entries = EntityAssembler(recognizer: recognizer, prefix: prefix).entries()
        for file in parsed where !report.lines.contains(where: { $0.file == file.path }) {
            report.file(file.path, .note, "no bar set-up code found")
        }
        for (path, forms) in writtenForms {
            report.showWrittenForms(forms, in: path)
            for index in entries.indices {
                guard let description = entries[index].description, description.contains("(\(path):") else {
                    continue
                }
                entries[index].description = SwiftImportReport.writtenText(description, forms)
            }
        }
        return Result(entries: entries, report: report)
    }

    /// Parses `file` by its extension: Objective-C for `.m` and `.h`, Swift otherwise; `nil` for
    /// Objective-C++ (`.mm`), which is not read. Also returns, for Objective-C, the code as written of
    /// each expression by the Swift text the recogniser's report shows for it.
    static func parse(_ file: SourceFile) throws(SwiftSyntaxError) -> (
        statements: [SourceStatement], writtenForms: [String: String]
    )? {
        let lowered = file.path.lowercased()
        if lowered.hasSuffix(".mm") { return nil }
        let isObjectiveC = lowered.hasSuffix(".m") || lowered.hasSuffix(".h")
        guard let text = String(validating: file.bytes, as: UTF8.self) else {
            let (line, column) = file.bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidByte) ?? (1, 1)
            throw SwiftSyntaxError(
                file: file.path, line: line, column: column,
                problem:
                    "not UTF-8 text (binary data?); \(isObjectiveC ? "Objective-C" : "Swift") sources are UTF-8"
            )
        }
        if isObjectiveC {
            return try ObjectiveCSourceParser.parse(
                ObjectiveCTokenizer.tokenize(text, file: file.path), file: file.path)
        }
        let tokens = try SwiftTokenizer.tokenize(text, file: file.path)
        return (try SwiftSourceParser.parse(tokens, file: file.path), [:])
    }

    /// The statements of `file` in the model the recogniser reads, whichever language it is in; `nil`
    /// for a file the import does not read (Objective-C++).
    package static func statements(of file: SourceFile) throws(SwiftSyntaxError) -> [SourceStatement]? {
        try parse(file)?.statements
    }
}
