/// A SwiftUI toolbar item whose placement is not shown on one of the preset's platforms (the
/// multi-platform toolbar article); a preset without `platforms` targets iOS.
struct ToolbarPlacementCheck: LintCheck {
    /// The platforms of a preset that does not choose.
    static let defaultPlatforms: [Platform] = [.iOS]

    /// A warning per item with a placement some chosen platform does not show, and per item whose
    /// placement came to a chosen platform later than the deployment target it is exported with
    /// (``ToolbarPlacement/isUsable(on:iOSTarget:)``, which the SwiftUI export leaves such items out by).
    func findings(for toolbar: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard toolbar.kind == .toolbar else { return [] }
        guard case .value(.toolbarItems(let items)) = toolbar.value(ToolbarField.items.path) else {
            return []
        }
        var platforms = Self.defaultPlatforms
        if case .value(.platforms(let chosen)) = toolbar.value(ToolbarField.platforms.path) {
            platforms = chosen
        }
        let target =
            context.deploymentTargets(of: toolbar).map(\.target).min() ?? context.defaultDeploymentTarget
        return items.compactMap { item in
            let missing = platforms.filter { !item.placement.platforms.contains($0) }
            let later = platforms.filter {
                !missing.contains($0) && !item.placement.isUsable(on: $0, iOSTarget: target)
            }
            .compactMap { item.placement.laterIntroduction(on: $0) }
            guard !missing.isEmpty || !later.isEmpty else { return nil }
            let names = missing.map(\.rawValue).joined(separator: ", ")
            var reasons: [String] = []
            if !missing.isEmpty {
                reasons.append("which \(names) " + (missing.count == 1 ? "does" : "do") + " not show")
            }
            for introduction in later {
                reasons.append(
                    "which needs \(introduction.version) (released beside iOS \(introduction.besideIOS); exported "
                        + "for iOS \(target), the item is left out there)")
            }
            return LintFinding(
                rule: .toolbarPlacementPlatform, severity: .warning, kind: .toolbar, entity: toolbar.name,
                path: ToolbarField.items.path,
                reason: "item '\(item.label)' uses \(item.placement.rawValue), "
                    + reasons.joined(separator: ", and "),
                fix: missing.isEmpty
                    ? "raise the deployment target to \(later.map(\.besideIOS).max()!), or use a placement every "
                        + "chosen platform shows (such as primaryAction)"
                    : "use a placement every chosen platform shows (such as primaryAction), or drop \(names)"
            )
        }
    }
}
