import BarkeepCore

/// `lint --json`: the findings, the counts and whether the run passed, written as text a few findings
/// at a time, laid out as ``CanonicalJSON`` lays out a value, so a report of many thousands of findings
/// is never a tree in memory.
///
/// The document is the object `{errors, findings, notes, passed, warnings}`, whose findings have the
/// members `entity`, `fix`, `kind`, `path` (left out when the finding is about the whole entity),
/// `reason`, `rule` and `severity`.
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
                append(finding, to: &text, level: 2)
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

    /// Appends `finding` as a JSON object opened at `level`, its members in sorted order.
    private static func append(_ finding: LintFinding, to text: inout JSONText, level: Int) {
        let members: [(key: StaticString, value: String?)] = [
            ("entity", finding.entity), ("fix", finding.fix), ("kind", finding.kind.rawValue),
            ("path", finding.path), ("reason", finding.reason), ("rule", finding.rule.rawValue),
            ("severity", finding.severity.rawValue),
        ]
        text.append(literal: "{")
        text.newline(pretty: true, level: level + 1)
        var first = true
        for (key, value) in members {
            guard let value else { continue }
            if !first { text.appendComma(thenNewline: true, level: level + 1) }
            first = false
            text.appendKey(literal: key, pretty: true)
            text.appendQuoted(value)
        }
        text.newline(pretty: true, level: level)
        text.append(literal: "}")
    }
}
