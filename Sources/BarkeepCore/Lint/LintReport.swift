/// The findings of one lint run, sorted, with their counts and the exit status they call for.
public struct LintReport: Hashable, Sendable {
    /// Every finding, sorted by entity, field, severity and rule.
    public let findings: [LintFinding]

    /// Creates a report; the findings are sorted and exact duplicates dropped. Findings given in order
    /// already (as ``Linter`` gives them) are not sorted again.
    public init(findings: [LintFinding]) {
        var sorted = findings
        if zip(findings, findings.dropFirst()).contains(where: { $1 < $0 }) { sorted.sort() }
        // `<` compares every property, so equal findings are next to each other once sorted.
        var distinct: [LintFinding] = []
        distinct.reserveCapacity(sorted.count)
        for finding in sorted where distinct.last != finding { distinct.append(finding) }
        self.findings = distinct
    }

    /// `first` and `second`, each sorted, merged into one sorted list.
    static func merging(_ first: [LintFinding], _ second: [LintFinding]) -> [LintFinding] {
        var merged: [LintFinding] = []
        merged.reserveCapacity(first.count + second.count)
        var (i, j) = (first.startIndex, second.startIndex)
        while i < first.endIndex, j < second.endIndex {
            if second[j] < first[i] {
                merged.append(second[j])
                j += 1
            } else {
                merged.append(first[i])
                i += 1
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
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
