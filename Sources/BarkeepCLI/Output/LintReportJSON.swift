import BarkeepCore

/// `lint --json`: the findings, the counts and whether the run passed, written as canonical JSON a
/// few findings at a time, so a report of many thousands of findings is never one tree in memory.
///
/// The bytes are those ``CanonicalJSON`` gives the object `{errors, findings, notes, passed,
/// warnings}`, whose findings have the members `entity`, `fix`, `kind`, `path` (left out when the
/// finding is about the whole entity), `reason`, `rule` and `severity`.
enum LintReportJSON {
    /// Writes `report` under the exit status `status` to `console`'s standard output, handing the
    /// text over every `findingsPerPiece` findings.
    static func write(_ report: LintReport, status: Int32, to console: Console, findingsPerPiece: Int = 512) {
        var text = JSONText()
        text.append(literal: "{")
        appendCount("errors", report.errorCount, to: &text)
        text.append(literal: ",")
        text.newline(pretty: true, level: 1)
        text.appendQuoted("findings")
        text.append(literal: " : ")
        if report.findings.isEmpty {
            text.append(literal: "[]")
        } else {
            text.append(literal: "[")
            for (index, finding) in report.findings.enumerated() {
                if index > 0 { text.append(literal: ",") }
                text.newline(pretty: true, level: 2)
                CanonicalJSON.append(value(of: finding), to: &text, pretty: true, level: 2)
                if (index + 1) % findingsPerPiece == 0 {
                    console.printJSONPiece(text.string)
                    text = JSONText()
                }
            }
            text.newline(pretty: true, level: 1)
            text.append(literal: "]")
        }
        text.append(literal: ",")
        appendCount("notes", report.noteCount, to: &text)
        text.append(literal: ",")
        text.newline(pretty: true, level: 1)
        CanonicalJSON.appendMember("passed", .bool(status == 0), to: &text, pretty: true, level: 1)
        text.append(literal: ",")
        appendCount("warnings", report.warningCount, to: &text)
        text.newline(pretty: true, level: 0)
        text.append(literal: "}")
        console.printJSON(text.string)
    }

    /// Appends `"key" : count` on a line of its own at the object's first level.
    private static func appendCount(_ key: String, _ count: Int, to text: inout JSONText) {
        text.newline(pretty: true, level: 1)
        CanonicalJSON.appendMember(key, .number(Double(count)), to: &text, pretty: true, level: 1)
    }

    /// One finding as a JSON object.
    static func value(of finding: LintFinding) -> JSONValue {
        var members: [String: JSONValue] = [
            "entity": .string(finding.entity), "fix": .string(finding.fix),
            "kind": .string(finding.kind.rawValue),
            "reason": .string(finding.reason), "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
        ]
        if let path = finding.path { members["path"] = .string(path) }
        return .object(members)
    }
}
