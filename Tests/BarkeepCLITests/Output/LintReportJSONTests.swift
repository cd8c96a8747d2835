import BarkeepCore
import Synchronization
import Testing

@testable import BarkeepCLI

/// `lint --json` is written a few findings at a time, and reads back as the whole report: counts, the
/// run's status and every finding's members, text escaped for the terminal.
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
    func theReportComesAFewFindingsAtATimeAndReadsBackWhole(count: Int) throws {
        let report = LintReport(findings: Self.findings(count: count))
        for status: Int32 in [0, 1] {
            let pieces = Self.written(report, status: status, findingsPerPiece: 8)
            #expect(pieces.count == 1 + count / 8, "one piece per 8 findings, then the rest")
            let text = pieces.joined()
            #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"), "escaped for the terminal")
            let document = try JSONParser.parse(text).plain
            guard case .object(let members) = document, case .array(let findings)? = members["findings"]
            else {
                Issue.record("not a report: \(text)")
                continue
            }
            #expect(members.keys.sorted() == ["errors", "findings", "notes", "passed", "warnings"])
            #expect(members["errors"] == .number(Double(report.errorCount)))
            #expect(members["warnings"] == .number(Double(report.warningCount)))
            #expect(members["notes"] == .number(Double(report.noteCount)))
            #expect(members["passed"] == .bool(status == 0))
            #expect(findings.count == count)
            for (finding, written) in zip(report.findings, findings) {
                var expected: [String: JSONValue] = [
                    "entity": .string(finding.entity), "fix": .string(finding.fix),
                    "kind": .string(finding.kind.rawValue), "reason": .string(finding.reason),
                    "rule": .string(finding.rule.rawValue), "severity": .string(finding.severity.rawValue),
                ]
                expected["path"] = finding.path.map(JSONValue.string)
                #expect(written == .object(expected))
            }
            // Laid out as every `--json` output is: sorted keys, two spaces per level.
            #expect(text.hasPrefix("{\n  \"errors\" : \(report.errorCount),\n  \"findings\" : ["))
            #expect(text.hasSuffix("  \"warnings\" : \(report.warningCount)\n}\n"))
        }
    }
}
