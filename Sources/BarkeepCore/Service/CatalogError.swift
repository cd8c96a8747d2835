/// A catalog operation refused: every case names the entity (and field) and says what is allowed.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(kind: EntityKind, name: String)
    case alreadyExists(kind: EntityKind, name: String)
    case swiftNameTaken(kind: EntityKind, name: String, other: String, swiftName: String)
    case invalidName(kind: EntityKind, problem: String)
    case invalidValue(kind: EntityKind, name: String, path: String, problem: String)
    case unknownPath(kind: EntityKind, name: String, error: FieldPathError)
    case missingReference(
        kind: EntityKind, name: String, path: String, target: EntityKind, targetName: String)
    case wrongBar(
        kind: EntityKind, name: String, path: String, target: String, expected: BarKind, actual: BarKind)
    case parentCycle(kind: EntityKind, names: [String])
    case aliasCycle(names: [String])
    case referenced(kind: EntityKind, name: String, referrers: [Referrer])
    case missingRequired(kind: EntityKind, name: String, path: String)
    case notSet(kind: EntityKind, name: String, path: String)
    case missingBar(name: String)
    case barNotAllowed(kind: EntityKind, name: String)
    case immutableBar(name: String)
    case corruptField(kind: EntityKind, name: String, path: String)
    case corruptValue(kind: EntityKind, name: String, path: String, problem: String)
    case damagedHistory(detail: String)
    case invalidText(what: String, problem: String)

    /// What went wrong, where, and what is allowed.
    public var description: String {
        switch self {
        case .notFound(let kind, let name):
            return "no \(kind.rawValue) named '\(name)'"
        case .alreadyExists(let kind, let name):
            return "\(kind == .appearance ? "an" : "a") \(kind.rawValue) named '\(name)' already exists"
        case .swiftNameTaken(let kind, let name, let other, let swiftName):
            return
                "\(kind.rawValue) '\(name)' would have the Swift name '\(swiftName)', which \(kind.rawValue) "
                + "'\(other)' has already (the UIKit and SwiftUI exports could not name both); choose "
                + "another name"
        case .invalidName(let kind, let problem):
            return "invalid \(kind.rawValue) name: \(problem)"
        case .invalidValue(let kind, let name, let path, let problem):
            return "\(kind.rawValue) '\(name)', field '\(path)': \(problem)"
        case .unknownPath(let kind, let name, let error):
            return "\(kind.rawValue) '\(name)': \(error)"
        case .missingReference(let kind, let name, let path, let target, let targetName):
            return "\(kind.rawValue) '\(name)', field '\(path)': no \(target.rawValue) named '\(targetName)'"
        case .wrongBar(let kind, let name, let path, let target, let expected, let actual):
            return """
                \(kind.rawValue) '\(name)', field '\(path)': '\(target)' is a \(actual.rawValue) appearance; \
                expected a \(expected.rawValue) appearance
                """
        case .parentCycle(let kind, let names):
            return "\(kind.rawValue) parents would form a cycle: " + names.joined(separator: " → ")
        case .aliasCycle(let names):
            return "palette references would form a cycle: " + names.joined(separator: " → ")
        case .referenced(let kind, let name, let referrers):
            return "\(kind.rawValue) '\(name)' is still referenced by "
                + referrers.map(\.description).joined(separator: ", ")
                + "; change or delete those first"
        case .missingRequired(let kind, let name, let path):
            if let alternative = FieldCatalogue.of(kind, bar: nil).spec(path)?.requiredUnlessSet {
                return
                    "\(kind.rawValue) '\(name)' needs '\(path)' or '\(alternative)'; every \(kind.rawValue) "
                    + "must set one of them"
            }
            return "\(kind.rawValue) '\(name)' needs '\(path)'; every \(kind.rawValue) must set it"
        case .notSet(let kind, let name, let path):
            return "\(kind.rawValue) '\(name)' does not set '\(path)'; nothing to unset"
        case .missingBar(let name):
            return "appearance '\(name)' needs --bar navigation|tab|toolbar (or a --parent to take it from)"
        case .barNotAllowed(let kind, let name):
            return "\(kind.rawValue) '\(name)': only appearances have a bar kind"
        case .immutableBar(let name):
            return "appearance '\(name)': the bar kind cannot change; create a new appearance instead"
        case .invalidText(let what, let problem):
            return "invalid \(what): it \(problem)"
        case .damagedHistory(let detail):
            return
                "the catalog is damaged: a history document cannot be read; run 'barkeep check' to see what "
                + "is wrong (\(detail))"
        case .corruptValue(let kind, let name, let path, let problem):
            return
                "\(kind.rawValue) '\(name)', field '\(path)': the stored value cannot be read (\(problem)); the "
                + "catalog was changed outside Barkeep"
        case .corruptField(let kind, let name, let path):
            return
                "\(kind.rawValue) '\(name)' holds unknown field '\(path)'; the catalog was changed outside Barkeep"
        }
    }
}

extension CatalogError {
    /// What `read` makes of the stored value of `kind` `name`'s field `path`; a value that does not
    /// parse is damage, reported naming the entity and the field.
    static func readingStored(
        _ kind: EntityKind, _ name: String, _ path: String, _ read: () throws(FieldValueError) -> FieldValue
    ) throws(CatalogError) -> FieldValue {
        do {
            return try read()
        } catch {
            throw .corruptValue(kind: kind, name: name, path: path, problem: error.description)
        }
    }
}
