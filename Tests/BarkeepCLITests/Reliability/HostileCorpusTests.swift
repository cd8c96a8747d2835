import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

/// The hostile input corpus (`hostile-corpus.txt`, kept as data beside this file): names, paths,
/// values, times, versions, SQL metacharacters, control characters, very long and non-ASCII
/// strings, NaN and infinities over every command. Each case fails with exit status 1 or 64 and a
/// message in words, and leaves the catalog's entities and history exactly as they were.
@Suite struct HostileCorpusTests {
    /// The corpus cases, as argument lists with their placeholders replaced.
    static func cases() throws -> [(line: String, arguments: [String])] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("hostile-corpus.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
            line in
            let arguments = ShellWords.split(line).map { word in
                word.replacingOccurrences(of: "<ESC>", with: "\u{1B}")
                    .replacingOccurrences(of: "<NL>", with: "\n")
                    .replacingOccurrences(of: "<NUL>", with: "\u{0}")
                    .replacingOccurrences(of: "<LONG>", with: String(repeating: "a", count: 10_000))
            }
            return (line, arguments)
        }
    }

    /// Every entity's document and every change: the logical state compared before and after.
    static func state(_ path: String) throws -> [String] {
        let catalog = try Catalog(path: path, create: false, readOnly: true, nowMilliseconds: 0)
        let documents = try catalog.entities().map { EntityDocument($0).json() }
        let changes = try catalog.history.changes(HistoryQuery()).changes.map {
            "\($0.id) \($0.after ?? "-")"
        }
        return documents + changes
    }

    @Test func everyHostileCaseFailsCleanlyAndChangesNothing() throws {
        let barkeep = CommandLineHarness()
        barkeep.run("demo").expectSuccess()
        barkeep.run("palette", "create", "alias", "light={brand}").expectSuccess()
        let before = try Self.state(barkeep.databasePath)
        let cases = try Self.cases()
        #expect(cases.count >= 150)
        for (line, arguments) in cases {
            let run = barkeep.run(arguments: arguments)
            #expect(run.status == 1 || run.status == 64, "\(line): \(run)")
            #expect(run.error.hasPrefix("error: "), "\(line): \(run.error)")
            #expect(!run.error.contains("\u{1B}"), "\(line): \(run.error)")
            for leak in ["SQLite error", "DecodingError", "Fatal error"] {
                #expect(!run.error.hasPrefix("error: \(leak)"), "\(line): \(run.error)")
            }
        }
        #expect(try Self.state(barkeep.databasePath) == before)
    }
}
