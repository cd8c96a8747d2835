/// The `legacy.<key>` rules: a legacy value equal to the standard value it stands in for (the legacy
/// writer writes that one anyway), and legacy values of an appearance whose every deployment target is
/// iOS 13 or later, where no code for older iOS is written to read them.
struct LegacyValueCheck: LintCheck {
    /// The findings for a resolved appearance (none for other kinds).
    func findings(for appearance: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard appearance.kind == .appearance else { return [] }
        let catalogue = appearance.catalogue
        let own = appearance.storedFields.fields.filter { field in
            guard case .legacyValue = field.spec.uikitTarget, !field.value.isUIKitDefault,
                case .set(let source) = field.provenance.origin
            else { return false }
            return source.entity == appearance.name && source.path == field.path
        }
        guard !own.isEmpty else { return [] }
        let below = APIAvailability.barAppearance.introduced
        var findings: [LintFinding] = []
        for field in own {
            guard let standard = catalogue.standardSpec(forLegacy: field.spec),
                appearance.value(standard.path) == field.value
            else { continue }
            findings.append(
                LintFinding(
                    rule: .legacyValueRepeatsStandard, severity: .note, kind: .appearance,
                    entity: appearance.name, path: field.path,
                    reason:
                        "\(field.path) is \(field.value), which \(standard.path) already is: below \(below.name) the "
                        + "export writes the standard value where no legacy one is set",
                    fix: "barkeep appearance unset \(appearance.name) \(field.path)"))
        }
        let targets = context.deploymentTargets(of: appearance).map(\.target)
        if let oldest = targets.min(), oldest >= below, let first = own.first {
            let paths = own.map(\.path).joined(separator: ", ")
            findings.append(
                LintFinding(
                    rule: .legacyValueUnread, severity: .note, kind: .appearance, entity: appearance.name,
                    path: first.path,
                    reason:
                        "\(paths) \(own.count == 1 ? "is" : "are") for iOS before \(below.major), but the appearance "
                        + "is exported for iOS \(oldest) and later, whose code has no pre-\(below.name) path",
                    fix:
                        "export with --deployment-target \(IOSVersion.oldestBuildable) (or a theme's "
                        + "deploymentTarget) for an app that still supports \(IOSVersion.oldestBuildable.name), "
                        + "or unset the legacy values"))
        }
        return findings
    }
}
