/// Checks the resolved catalog against every rule of docs/lint.md and reports the findings.
///
/// Entities that do not resolve become findings themselves (dangling references, cycles, wrong bar
/// kinds) and are left out of the other checks. Members of a theme are checked against the theme's
/// deployment target; everything else against `deploymentTarget`.
public struct Linter: Sendable {
    /// The checks, in no particular order (the report sorts findings).
    static let checks: [any LintCheck] = [
        ResolutionErrorCheck(), ContrastCheck(), TransparentScrollEdgeCheck(), LayoutCheck(), SheetCheck(),
        ToolbarPlacementCheck(), ToolbarTitleCheck(), DeprecatedToolbarPlacementCheck(), UnusedColorCheck(),
        AppearanceFieldCheck(), DeploymentTargetCheck(), LegacyValueCheck(), BarClippingCheck(),
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

    /// Runs every check: resolves the entities one at a time and checks each as it comes, keeping
    /// only the findings, so memory does not grow with the resolved catalog.
    public func run() -> LintReport {
        let resolver = Resolver(snapshot: snapshot)
        var context = LintContext(
            snapshot: snapshot, resolver: resolver, defaultDeploymentTarget: deploymentTarget)
        var findings: [LintFinding] = []
        var errors = Set<ResolutionError>()
        for (_, resolved) in resolver.entities() {
            switch resolved {
            case .success(let entity):
                // Each entity's findings are about it, and entities come in the report's order: sorting
                // each entity's few findings leaves the whole list sorted.
                var own: [LintFinding] = []
                for check in Self.checks { own += check.findings(for: entity, in: context) }
                own.sort()
                findings += own
            case .failure(let error): errors.insert(error.canonical)
            }
        }
        context.errors = errors.sorted { $0.description < $1.description }
        var catalogFindings: [LintFinding] = []
        for check in Self.checks { catalogFindings += check.catalogFindings(in: context) }
        catalogFindings.sort()
        return LintReport(findings: LintReport.merging(findings, catalogFindings))
    }
}
