import Foundation
import Testing

/// The claims ARCHITECTURE.md makes about the source tree, checked against the files themselves:
/// which module imports which, where SQL, the clock and the file system may appear.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The project's modules each module may import: the arrows of ARCHITECTURE.md's module map.
    /// System modules (the C library, Foundation, Synchronization) are not the map's business.
    static let allowedImports: [String: Set<String>] = [
        "BarkeepRecords": [],
        "BarkeepStore": ["BarkeepRecords", "CSQLite"],
        "BarkeepCore": ["BarkeepRecords", "BarkeepStore"],
        "BarkeepExport": ["BarkeepCore"],
        "BarkeepSwiftImport": ["BarkeepCore"],
        "BarkeepCLI": ["BarkeepCore", "BarkeepExport", "BarkeepSwiftImport"],
        "barkeep": ["BarkeepCLI", "CMalloc"],
    ]

    /// The modules of this package, the only ones the map constrains.
    static let projectModules: Set<String> = [
        "BarkeepRecords", "CSQLite", "BarkeepStore", "BarkeepCore", "BarkeepExport", "BarkeepSwiftImport",
        "BarkeepCLI", "CMalloc",
    ]

    /// Every `.swift` file of a module, with its text.
    static func files(of module: String) throws -> [(name: String, text: String)] {
        let folder = sources.appendingPathComponent(module)
        let enumerator = try #require(
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            (
                $0.path.replacingOccurrences(of: sources.path + "/", with: ""),
                try String(contentsOf: $0, encoding: .utf8)
            )
        }
    }

    /// The lines of a file's code, with comment lines left out.
    static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    @Test(arguments: allowedImports.keys.sorted())
    func importsPointOneWay(module: String) throws {
        let allowed = Self.allowedImports[module]!
        let files = try Self.files(of: module)
        #expect(!files.isEmpty, "no sources found for \(module)")
        for file in files {
            for line in Self.codeLines(file.text) {
                let words = line.split(separator: " ")
                guard let position = words.firstIndex(of: "import"), position < 3,
                    words[..<position].allSatisfy({
                        ["internal", "public", "package", "@_exported", "@testable"].contains($0)
                    }),
                    position + 1 < words.count
                else { continue }
                let imported = String(words[position + 1].split(separator: ".")[0])
                guard Self.projectModules.contains(imported) else { continue }
                #expect(
                    allowed.contains(imported), "\(file.name) imports \(imported), which \(module) may not")
            }
        }
    }

    /// Records an issue for every code line of `modules`' files that matches `pattern`, saying that
    /// the file `does` what the line shows.
    static func expectNoLine(
        matching pattern: String, in modules: some Sequence<String>, _ does: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let regex = try Regex(pattern)
        for module in modules {
            for file in try files(of: module) {
                for line in codeLines(file.text) where line.contains(regex) {
                    Issue.record(
                        "\(file.name) \(does): \(line.trimmingCharacters(in: .whitespaces))",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func sqlStaysInStore() throws {
        try Self.expectNoLine(
            matching:
                #"\b(SELECT\s+\S|INSERT\s+INTO|CREATE\s+(TABLE|INDEX|TRIGGER|VIEW)|DELETE\s+FROM|UPDATE\s+\w+\s+SET|PRAGMA\s+\w)"#,
            in: Self.allowedImports.keys.filter { $0 != "BarkeepStore" }, "holds SQL")
    }

    @Test func onlyMainReadsTheClock() throws {
        try Self.expectNoLine(
            matching:
                #"\bDate\(\)|Date\.now|ContinuousClock|SuspendingClock|clock_gettime|gettimeofday|\btime\(nil\)|CFAbsoluteTimeGetCurrent"#,
            in: Self.allowedImports.keys.filter { $0 != "barkeep" }, "reads the clock")
    }

    @Test func onlyTheCommandLineAndStoreTouchFiles() throws {
        try Self.expectNoLine(
            matching:
                #"FileManager|FileHandle|\bfopen\(|\bopendir\(|\bGlibc\.open\(|String\(contentsOf|Data\(contentsOf|contentsOfFile"#,
            in: ["BarkeepRecords", "BarkeepCore", "BarkeepExport", "BarkeepSwiftImport"],
            "touches the file system")
    }

    /// `public` is the libraries' API alone: Store has none, and the CLI only `BarkeepCommandLine`'s
    /// `parseOnly(_:)`, which the fuzz target links against from outside the package.
    @Test func storeAndTheCommandLineKeepTheirDeclarationsInThePackage() throws {
        try Self.expectNoLine(
            matching: #"^\s*(@[\w.]+(\([^)]*\))?\s+)*public\b(?!\s+import\b)"#, in: ["BarkeepStore"],
            "declares something public")
        let cli = try Self.files(of: "BarkeepCLI").flatMap { file in
            Self.codeLines(file.text).filter { $0.contains(/^\s*public\b/) }.map { "\(file.name): \($0)" }
        }
        #expect(cli.count == 3, "\(cli)")
        #expect(cli.allSatisfy { $0.hasPrefix("BarkeepCLI/BarkeepCommandLine.swift") }, "\(cli)")
    }
}
