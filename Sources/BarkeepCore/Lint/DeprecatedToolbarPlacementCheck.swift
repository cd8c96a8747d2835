/// A SwiftUI toolbar item whose placement Apple deprecated (`navigationBarLeading`,
/// `navigationBarTrailing`), reported with its replacement (`topBarLeading`, `topBarTrailing`), which
/// is back-deployed to iOS 14 and so never needs a newer target.
struct DeprecatedToolbarPlacementCheck: LintCheck {
    /// A warning per item with a deprecated placement.
    func findings(for toolbar: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard toolbar.kind == .toolbar else { return [] }
        guard case .value(.toolbarItems(let items)) = toolbar.value(ToolbarField.items.path) else {
            return []
        }
        return items.compactMap { item in
            guard let replacement = item.placement.replacement else { return nil }
            let besides = items.contains { $0.placement == replacement }
            return LintFinding(
                rule: .deprecatedToolbarPlacement, severity: .warning, kind: .toolbar,
                entity: toolbar.name,
                path: ToolbarField.items.path,
                reason: "item '\(item.label)' uses \(item.placement.rawValue), deprecated for "
                    + "\(replacement.rawValue)"
                    + (besides ? ", which the toolbar already uses for another item" : ""),
                fix:
                    "write \(replacement.rawValue):\(item.label) (back-deployed to \(replacement.introduced.name))"
            )
        }
    }
}
