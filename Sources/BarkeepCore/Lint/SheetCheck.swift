/// The sheet preset rules: custom detents need iOS 16, no detent may be listed twice, and the
/// selected and largest undimmed detents must be among the sheet's detents.
struct SheetCheck: LintCheck {
    /// The findings for every resolved sheet preset.
    func findings(in context: LintContext) -> [LintFinding] {
        context.resolved(.sheet).flatMap { sheet -> [LintFinding] in
            let detents: [Detent]
            if case .value(.detents(let listed)) = sheet.value("detents") {
                detents = listed
            } else {
                detents = [Detent(size: .large)]  // UIKit's default: [.large()]
            }
            return customDetentFindings(sheet, detents, context) + duplicateFindings(sheet, detents)
                + unknownDetentFindings(sheet, detents)
        }
    }

    /// An error per deployment target below iOS 16 the sheet is exported with, when it has custom detents.
    private func customDetentFindings(_ sheet: ResolvedEntity, _ detents: [Detent], _ context: LintContext)
        -> [LintFinding]
    {
        let custom = detents.filter(\.isCustom).map(\.canonicalText)
        guard !custom.isEmpty else { return [] }
        return context.deploymentTargets(of: sheet).compactMap { theme, target in
            guard target < Detent.customDetentsIntroduced else { return nil }
            let why =
                theme.map { "theme '\($0)' targets iOS \(target)" }
                ?? "the deployment target is iOS \(target)"
            return LintFinding(
                rule: .customDetentNeedsIOS16, severity: .error, kind: .sheet, entity: sheet.name,
                path: "detents",
                reason: "custom detents (\(custom.joined(separator: ", "))) need iOS 16; \(why)",
                fix: "raise the deployment target to 16.0, or keep to medium and large")
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
                rule: .duplicateDetent, severity: .error, kind: .sheet, entity: sheet.name, path: "detents",
                reason: "the detents repeat: " + repeated.joined(separator: "; "),
                fix: "list every detent once, with a distinct size and name")
        ]
    }

    /// An error when `selected` or `largestUndimmed` names a detent that is not in the list (UIKit
    /// ignores such an identifier; SwiftUI's selection must be one of the detents).
    private func unknownDetentFindings(_ sheet: ResolvedEntity, _ detents: [Detent]) -> [LintFinding] {
        let identifiers = detents.map(\.identifier)
        return ["selected", "largestUndimmed"].compactMap { path in
            guard case .value(.detentIdentifier(let identifier)) = sheet.value(path),
                !identifiers.contains(identifier)
            else { return nil }
            return LintFinding(
                rule: .unknownDetent, severity: .error, kind: .sheet, entity: sheet.name, path: path,
                reason:
                    "'\(identifier)' is not one of the sheet's detents (\(identifiers.joined(separator: ", ")))",
                fix: "name one of the detents, or add \(identifier) to detents")
        }
    }
}
