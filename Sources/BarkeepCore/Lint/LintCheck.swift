/// One family of lint rules, run over the resolved catalog.
protocol LintCheck: Sendable {
    /// The findings of this check.
    func findings(in context: LintContext) -> [LintFinding]
}
