/// The findings of one lint run, sorted, with their counts and the exit status they call for.
public struct LintReport: Hashable, Sendable {
    /// Every finding, sorted by entity, field, severity and rule.
    public let findings: [LintFinding]

    /// Creates a report; the findings are sorted and exact duplicates dropped.
    public init(findings: [LintFinding]) {
        self.findings = Array(Set(findings)).sorted()
    }

    /// How many findings have `severity`.
    public func count(_ severity: LintSeverity) -> Int {
        findings.count(where: { $0.severity == severity })
    }

    /// How many errors there are.
    public var errorCount: Int { count(.error) }
    /// How many warnings there are.
    public var warningCount: Int { count(.warning) }
    /// How many notes there are.
    public var noteCount: Int { count(.note) }

    /// 0 without errors; 1 with errors, or with warnings when `strict` (`lint --strict`).
    public func exitStatus(strict: Bool) -> Int32 {
        if errorCount > 0 || (strict && warningCount > 0) { return 1 }
        return 0
    }

    /// `2 errors, 1 warning, 0 notes`.
    public var summary: String {
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [counted(errorCount, "error"), counted(warningCount, "warning"), counted(noteCount, "note")]
            .joined(separator: ", ")
    }
}
