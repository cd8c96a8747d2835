import BarkeepCore
import Synchronization
import Testing

@testable import BarkeepCLI

/// `lint --json` is written a few findings at a time, with the bytes the whole report would have as
/// one canonical JSON value.
@Suite struct LintReportJSONTests {
    /// Findings with and without a field, and with text JSON and a terminal must escape.
    static func findings(count: Int) -> [LintFinding] {
        (0..<count).map { index in
            LintFinding(
                rule: index % 3 == 0 ? .contrast : .privateContentView,
                severity: [.error, .warning, .note][index % 3], kind: index % 2 == 0 ? .appearance : .layout,
                entity: "entity-\(index)", path: index % 4 == 0 ? nil : "standard.title.color",
                reason: "reason \"\(index)\"\u{1B}[2J\u{202E}", fix: "fix\\\(index)")
        }
    }

    /// The report as one value, each finding as its `Codable` form gives it.
    static func expected(_ report: LintReport, status: Int32) throws -> String {
        let findings = try report.findings.map {
            try JSONParser.parse(CanonicalJSON.text($0, pretty: false)).plain
        }
        let value = JSONValue.object([
            "errors": .number(Double(report.errorCount)), "findings": .array(findings),
            "notes": .number(Double(report.noteCount)), "passed": .bool(status == 0),
            "warnings": .number(Double(report.warningCount)),
        ])
        return FreeText.escapedForTerminal(
            CanonicalJSON.text(value, pretty: true), keepingNewlines: true, syntax: .json)
            + "\n"
    }

    /// What the writer hands the console, piece by piece.
    static func written(_ report: LintReport, status: Int32, findingsPerPiece: Int) -> [String] {
        let pieces = Mutex<[String]>([])
        let console = Console(
            colorsDiagnostics: false, writeOutput: { text in pieces.withLock { $0.append(text) } },
            writeError: { _ in })
        LintReportJSON.write(report, status: status, to: console, findingsPerPiece: findingsPerPiece)
        return pieces.withLock { $0 }
    }

    @Test(arguments: [0, 1, 7, 8, 9, 40])
    func theStreamedReportHasTheBytesOfTheWholeValue(count: Int) throws {
        let report = LintReport(findings: Self.findings(count: count))
        for status: Int32 in [0, 1] {
            let pieces = Self.written(report, status: status, findingsPerPiece: 8)
            #expect(pieces.joined() == (try Self.expected(report, status: status)))
            #expect(pieces.count == 1 + count / 8, "one piece per 8 findings, then the rest")
        }
    }
}
