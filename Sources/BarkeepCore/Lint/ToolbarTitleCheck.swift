/// A toolbar preset shown on tvOS without a title: tvOS shows the navigation bar's buttons only with a
/// navigation title, so its items never appear there (the multi-platform toolbar article).
struct ToolbarTitleCheck: LintCheck {
    /// A warning when the preset lists tvOS, has items and resolves no `title`.
    func findings(for toolbar: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard toolbar.kind == .toolbar,
            case .value(.platforms(let platforms)) = toolbar.value(ToolbarField.platforms.path),
            platforms.contains(.tvOS),
            case .value(.toolbarItems(let items)) = toolbar.value(ToolbarField.items.path), !items.isEmpty
        else { return [] }
        if case .value(.text(let title)) = toolbar.value(ToolbarField.title.path), !title.isEmpty {
            return []
        }
        return [
            LintFinding(
                rule: .toolbarTitleMissing, severity: .warning, kind: .toolbar, entity: toolbar.name,
                path: ToolbarField.title.path,
                reason: "tvOS shows toolbar buttons only with a navigation title, and the preset has none: "
                    + "its \(items.count) item(s) never appear on tvOS",
                fix: "set title=<text> (the export applies it with navigationTitle)")
        ]
    }
}
