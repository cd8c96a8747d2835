/// Turns resolution errors into findings: dangling references, cycles and wrong bar kinds are errors,
/// reported once on the entity and field at fault.
struct ResolutionErrorCheck: LintCheck {
    /// One error finding per resolution problem.
    func catalogFindings(in context: LintContext) -> [LintFinding] {
        context.errors.map(finding)
    }

    /// The finding for `error`.
    private func finding(_ error: ResolutionError) -> LintFinding {
        let (kind, name) = error.entity
        let rule: LintRule
        let reason: String
        let fix: String
        switch error {
        case .notFound(let kind, let name):
            rule = .danglingReference
            reason = "no \(kind.rawValue) named '\(name)'"
            fix = "create it"
        case .missingReference(_, _, let path, let target, let targetName):
            rule = .danglingReference
            reason = "refers to \(target.rawValue) '\(targetName)', which does not exist"
            fix = "create \(target.rawValue) '\(targetName)' or change \(path) to an existing one"
        case .wrongBar(_, _, let path, let target, let expected, let actual):
            rule = .wrongBarKind
            reason =
                "'\(target)' is a \(actual?.rawValue ?? "bar-less") appearance, not a \(expected.rawValue) one"
            fix = "set \(path) to a \(expected.rawValue) appearance"
        case .parentCycle(_, let names):
            rule = .referenceCycle
            reason = "parents form a cycle: " + names.joined(separator: " → ")
            fix = "set parent=none, or another parent, on one of " + names.dropLast().joined(separator: ", ")
        case .aliasCycle(let names, _):
            rule = .referenceCycle
            reason = "palette references form a cycle: " + names.joined(separator: " → ")
            fix = "give one of " + names.dropLast().joined(separator: ", ") + " a literal colour"
        }
        return LintFinding(
            rule: rule, severity: .error, kind: kind, entity: name, path: error.path, reason: reason, fix: fix
        )
    }
}
