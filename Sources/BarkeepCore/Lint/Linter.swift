/// Checks the resolved catalog against every rule of product.md §6 and reports the findings.
///
/// Entities that do not resolve become findings themselves (dangling references, cycles, wrong bar
/// kinds) and are left out of the other checks. Members of a theme are checked against the theme's
/// deployment target; everything else against `deploymentTarget`.
public struct Linter: Sendable {
    /// The checks, in no particular order (the report sorts findings).
    static let checks: [any LintCheck] = [
        ResolutionErrorCheck(), ContrastCheck(), TransparentScrollEdgeCheck(), LayoutCheck(), SheetCheck(),
        ToolbarPlacementCheck(), DeprecatedToolbarPlacementCheck(), UnusedColorCheck(),
        AppearanceFieldCheck(), DeploymentTargetCheck(),
    ]

    /// The catalog to check.
    public let snapshot: CatalogSnapshot
    /// The deployment target of entities outside every theme (`--deployment-target`).
    public let deploymentTarget: IOSVersion

    /// Creates a linter.
    public init(
        snapshot: CatalogSnapshot, deploymentTarget: IOSVersion = ResolvedTheme.defaultDeploymentTarget
    ) {
        self.snapshot = snapshot
        self.deploymentTarget = deploymentTarget
    }

    /// Runs every check.
    public func run() -> LintReport {
        let context = LintContext(snapshot: snapshot, defaultDeploymentTarget: deploymentTarget)
        return LintReport(findings: Self.checks.flatMap { $0.findings(in: context) })
    }
}
