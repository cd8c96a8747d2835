/// Deployment targets below what current Xcode releases build (iOS 12.0): Barkeep still generates the
/// code, but the app's project cannot target that version any more.
struct DeploymentTargetCheck: LintCheck {
    /// The oldest iOS version current Xcode releases can target.
    static let oldestBuildable = IOSVersion.oldestBuildable

    /// A note per theme whose deployment target is older.
    func findings(for theme: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard theme.kind == .theme, let target = theme.theme?.deploymentTarget, target < Self.oldestBuildable
        else {
            return []
        }
        return [
            LintFinding(
                rule: .deploymentTargetTooOld, severity: .note, kind: .theme, entity: theme.name,
                path: ThemeField.deploymentTarget.rawValue,
                reason:
                    "iOS \(target) is older than current Xcode builds (iOS \(Self.oldestBuildable) and later); "
                    + "the exported code still supports it, for projects built with an older Xcode",
                fix:
                    "raise deploymentTarget to \(Self.oldestBuildable) or later when the app drops iOS \(target)"
            )
        ]
    }
}
