/// A SwiftUI toolbar item whose placement is not shown on one of the preset's platforms (the
/// multi-platform toolbar article); a preset without `platforms` targets iOS.
struct ToolbarPlacementCheck: LintCheck {
    /// The platforms of a preset that does not choose.
    static let defaultPlatforms: [Platform] = [.iOS]

    /// A warning per item with a placement some chosen platform does not show.
    func findings(for toolbar: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard toolbar.kind == .toolbar else { return [] }
        guard case .value(.toolbarItems(let items)) = toolbar.value("items") else { return [] }
        var platforms = Self.defaultPlatforms
        if case .value(.platforms(let chosen)) = toolbar.value("platforms") { platforms = chosen }
        return items.compactMap { item in
            let missing = platforms.filter { !item.placement.platforms.contains($0) }
            guard !missing.isEmpty else { return nil }
            let names = missing.map(\.rawValue).joined(separator: ", ")
            return LintFinding(
                rule: .toolbarPlacementPlatform, severity: .warning, kind: .toolbar, entity: toolbar.name,
                path: "items",
                reason: "item '\(item.label)' uses \(item.placement.rawValue), which \(names) "
                    + (missing.count == 1 ? "does" : "do") + " not show",
                fix:
                    "use a placement every chosen platform shows (such as primaryAction), or drop \(names)"
            )
        }
    }
}
