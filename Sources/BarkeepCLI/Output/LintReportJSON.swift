import BarkeepCore

/// A lint report as JSON for `lint --json`: the findings, the counts and whether the run passed.
struct LintReportJSON: Encodable {
    /// Every finding, sorted.
    let findings: [LintFinding]
    /// How many errors.
    let errors: Int
    /// How many warnings.
    let warnings: Int
    /// How many notes.
    let notes: Int
    /// Whether the exit status is 0.
    let passed: Bool

    /// The JSON form of `report` under the given exit status.
    init(_ report: LintReport, status: Int32) {
        findings = report.findings
        errors = report.errorCount
        warnings = report.warningCount
        notes = report.noteCount
        passed = status == 0
    }
}
