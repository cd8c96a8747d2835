import BarkeepCore

/// `barkeep lint [--strict] [--json] [--deployment-target <v>]`: check the resolved catalog.
enum LintCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "lint",
            abstract: "Check the resolved catalog against the articles' pitfalls and WCAG contrast.",
            discussion: "Exits 1 when there are errors (with --strict: warnings too). Entities outside every "
                + "theme are checked against --deployment-target; theme members use their theme's target.",
            options: [
                OptionDeclaration(name: "strict", help: "Fail on warnings too."),
                OptionDeclaration(
                    name: "deploymentTarget", help: "iOS version for entities outside themes.",
                    valueName: "version",
                    defaultValue: ResolvedTheme.defaultDeploymentTarget.description),
                SnapshotSource.atOption,
                CommonOptions.json,
            ],
            examples: ["barkeep lint", "barkeep lint --strict --json"])
    ) { invocation in
        let text =
            invocation.command.option("deploymentTarget") ?? ResolvedTheme.defaultDeploymentTarget.description
        let target: IOSVersion
        switch DeploymentTargetRule.version(text) {
        case .success(let version): target = version
        case .failure(let error): throw UsageError(message: error.description, commandPath: ["lint"])
        }
        let report = Linter(
            snapshot: try SnapshotSource.snapshot(invocation), deploymentTarget: target
        ).run()
        let strict = invocation.command.flag("strict")
        let status = report.exitStatus(strict: strict)
        let console = invocation.console
        if invocation.wantsJSON {
            LintReportJSON.write(report, status: status, to: console)
        } else {
            for finding in report.findings { console.printProse(finding.description, continuationIndent: 4) }
            console.print(report.summary + (status == 0 ? "" : strict ? " (failing: --strict)" : ""))
        }
        return status
    }
}
