/// One problem lint found: how serious, where (entity and field), why in one line, and how to fix it.
public struct LintFinding: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The rule that found it.
    public let rule: LintRule
    /// How serious it is.
    public let severity: LintSeverity
    /// The kind of the entity at fault.
    public let kind: EntityKind
    /// The name of the entity at fault.
    public let entity: String
    /// The field at fault; nil when the finding is about the whole entity.
    public let path: String?
    /// Why it is a problem, in one line.
    public let reason: String
    /// What to do about it, in one line.
    public let fix: String

    /// Creates a finding.
    public init(
        rule: LintRule, severity: LintSeverity, kind: EntityKind, entity: String, path: String?,
        reason: String,
        fix: String
    ) {
        self.rule = rule
        self.severity = severity
        self.kind = kind
        self.entity = entity
        self.path = path
        self.reason = reason
        self.fix = fix
    }

    /// Orders findings by entity kind and name, field, severity, rule and reason.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.entity != rhs.entity { return lhs.entity < rhs.entity }
        if lhs.path != rhs.path {
            // A finding about the whole entity (no path) comes first.
            guard let left = lhs.path else { return true }
            guard let right = rhs.path else { return false }
            return left < right
        }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return (lhs.reason, lhs.fix) < (rhs.reason, rhs.fix)
    }

    /// Reads like `warning: layout 'tall', strategy: … (fix: …) [private-content-view]`.
    public var description: String {
        var line = ""
        line.reserveCapacity(
            entity.utf8.count + (path?.utf8.count ?? 0) + reason.utf8.count + fix.utf8.count + 64)
        line += severity.rawValue
        line += ": "
        line += kind.rawValue
        line += " '"
        line += entity
        line += "'"
        if let path {
            line += ", "
            line += path
        }
        line += ": "
        line += reason
        line += " (fix: "
        line += fix
        line += ") ["
        line += rule.rawValue
        line += "]"
        return line
    }
}
