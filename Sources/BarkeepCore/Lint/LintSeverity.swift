/// How serious a lint finding is; errors fail `lint`, warnings fail `lint --strict`.
public enum LintSeverity: String, CaseIterable, Codable, Comparable, Hashable, Sendable {
    case error
    case warning
    case note

    /// Orders by seriousness: errors first.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
