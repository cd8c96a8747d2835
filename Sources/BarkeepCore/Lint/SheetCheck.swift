/// The sheet preset rules: custom detents need iOS 16, no detent may be listed twice, the selected and
/// largest undimmed detents (and the detent of `backgroundInteraction=upThrough:`) must be among the
/// sheet's detents, and `largestUndimmed` and `backgroundInteraction` must agree when both are set.
struct SheetCheck: LintCheck {
    /// The findings for a resolved sheet preset (none for other kinds).
    func findings(for sheet: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard sheet.kind == .sheet else { return [] }
        let detents: [Detent]
        if case .value(.detents(let listed)) = sheet.value(SheetField.detents.path) {
            detents = listed
        } else {
            detents = [Detent(size: .large)]  // UIKit's default: [.large()]
        }
        return customDetentFindings(sheet, detents, context) + duplicateFindings(sheet, detents)
            + unknownDetentFindings(sheet, detents) + interactionFindings(sheet, detents)
    }

    /// An error per deployment target below iOS 16 the sheet is exported with, when it has custom detents.
    private func customDetentFindings(_ sheet: ResolvedEntity, _ detents: [Detent], _ context: LintContext)
        -> [LintFinding]
    {
        let custom = detents.filter(\.isCustom).map(\.canonicalText)
        guard !custom.isEmpty else { return [] }
        let introduced = APIAvailability.customSheetDetents.introduced
        return context.deploymentTargets(of: sheet).compactMap { theme, target in
            guard target < introduced else { return nil }
            let why =
                theme.map { "theme '\($0)' targets iOS \(target)" }
                ?? "the deployment target is iOS \(target)"
            return LintFinding(
                rule: .customDetentNeedsIOS16, severity: .error, kind: .sheet, entity: sheet.name,
                path: SheetField.detents.path,
                reason: "custom detents (\(custom.joined(separator: ", "))) need \(introduced.name); \(why)",
                fix: "raise the deployment target to \(introduced), or keep to medium and large")
        }
    }

    /// An error when a detent (by identifier or by size) is listed twice.
    private func duplicateFindings(_ sheet: ResolvedEntity, _ detents: [Detent]) -> [LintFinding] {
        var repeated: [String] = []
        for (index, detent) in detents.enumerated() {
            guard
                let first = detents[..<index].first(where: {
                    $0.identifier == detent.identifier || $0.size == detent.size
                })
            else { continue }
            repeated.append(
                first.canonicalText == detent.canonicalText
                    ? "\(detent.canonicalText) twice" : "\(first.canonicalText) and \(detent.canonicalText)")
        }
        guard !repeated.isEmpty else { return [] }
        return [
            LintFinding(
                rule: .duplicateDetent, severity: .error, kind: .sheet, entity: sheet.name,
                path: SheetField.detents.path,
                reason: "the detents repeat: " + repeated.joined(separator: "; "),
                fix: "list every detent once, with a distinct size and name")
        ]
    }

    /// An error when `selected` or `largestUndimmed` names a detent that is not in the list (UIKit
    /// ignores such an identifier; SwiftUI's selection must be one of the detents).
    private func unknownDetentFindings(_ sheet: ResolvedEntity, _ detents: [Detent]) -> [LintFinding] {
        let identifiers = detents.map(\.identifier)
        return [SheetField.selected, .largestUndimmed, .backgroundInteraction].map(\.path).compactMap {
            path in
            let named: String?
            switch sheet.value(path) {
            case .value(.detentIdentifier(let identifier)): named = identifier
            case .value(.backgroundInteraction(let interaction)): named = interaction.detent
            default: named = nil
            }
            guard let identifier = named, !identifiers.contains(identifier) else { return nil }
            return LintFinding(
                rule: .unknownDetent, severity: .error, kind: .sheet, entity: sheet.name, path: path,
                reason:
                    "'\(identifier)' is not one of the sheet's detents (\(identifiers.joined(separator: ", ")))",
                fix: "name one of the detents, or add \(identifier) to detents")
        }
    }

    /// An error when `largestUndimmed` (UIKit's) and `backgroundInteraction` (SwiftUI's) are both set and
    /// disagree: each export uses its own, so the two would behave differently. `enabled` agrees with
    /// the largest of `detents` (no detent dims).
    private func interactionFindings(_ sheet: ResolvedEntity, _ detents: [Detent]) -> [LintFinding] {
        guard case .value(.detentIdentifier(let undimmed)) = sheet.value(SheetField.largestUndimmed.path),
            case .value(.backgroundInteraction(let interaction)) = sheet.value(
                SheetField.backgroundInteraction.path),
            interaction != .upThrough(undimmed),
            interaction != .enabled || undimmed != Detent.largestIdentifier(of: detents)
        else { return [] }
        return [
            LintFinding(
                rule: .backgroundInteractionMismatch, severity: .error, kind: .sheet, entity: sheet.name,
                path: SheetField.backgroundInteraction.path,
                reason:
                    "backgroundInteraction=\(interaction.canonicalText) disagrees with largestUndimmed=\(undimmed);"
                    + " UIKit follows largestUndimmed and SwiftUI backgroundInteraction",
                fix: "set backgroundInteraction=upThrough:\(undimmed), or unset one of them")
        ]
    }
}
