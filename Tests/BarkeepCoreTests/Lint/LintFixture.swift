@testable import BarkeepCore

/// Runs lint over entities for tests.
enum LintFixture {
    /// The report for exactly `entities`, with `target` for entities outside themes.
    static func lint(_ entities: [Entity], deploymentTarget: IOSVersion = "15.0") -> LintReport {
        Linter(snapshot: CatalogSnapshot(entities: entities), deploymentTarget: deploymentTarget).run()
    }

    /// The findings of `rule` in the report for `entities`.
    static func findings(_ rule: LintRule, in entities: [Entity], deploymentTarget: IOSVersion = "15.0")
        -> [LintFinding]
    {
        lint(entities, deploymentTarget: deploymentTarget).findings.filter { $0.rule == rule }
    }
}
