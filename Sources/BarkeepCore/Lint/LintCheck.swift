/// One family of lint rules, run over the resolved catalog one entity at a time, then once over the
/// whole catalog.
protocol LintCheck: Sendable {
    /// The findings about one resolved entity (every entity that resolved is passed once).
    func findings(for entity: ResolvedEntity, in context: LintContext) -> [LintFinding]

    /// The findings about the catalog as a whole, after every entity was checked.
    func catalogFindings(in context: LintContext) -> [LintFinding]
}

extension LintCheck {
    /// No findings about single entities.
    func findings(for entity: ResolvedEntity, in context: LintContext) -> [LintFinding] { [] }

    /// No findings about the catalog as a whole.
    func catalogFindings(in context: LintContext) -> [LintFinding] { [] }
}
