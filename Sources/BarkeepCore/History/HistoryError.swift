/// A history query or history-based change refused: every case says what was asked, why it cannot
/// be done and what would work.
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidPointInTime(String)
    case invalidVersion(String)
    case unknownChange(id: Int64, newest: Int64?)
    case unknownBatch(id: Int64)
    case notInHistory(kind: EntityKind, name: String)
    case noSuchVersion(kind: EntityKind, name: String, version: Int, latest: Int)
    case deletedAtVersion(kind: EntityKind, name: String, version: Int, changeID: Int64)
    case didNotExist(kind: EntityKind, name: String, at: PointInTime)
    case conflict(
        reverting: String, kind: EntityKind, name: String, properties: [String], laterChanges: [Change])
    case deletedSince(reverting: String, kind: EntityKind, name: String, deletion: Change?)
    case nameTaken(reverting: String, kind: EntityKind, name: String)
    case nothingToRevert(reverting: String)
    case stillExists(kind: EntityKind, name: String)
    case alreadyAtVersion(kind: EntityKind, name: String, version: Int)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .invalidPointInTime(let text):
            return "invalid time '\(text)'; expected \(PointInTime.acceptedForms)"
        case .invalidVersion(let text):
            return
                "invalid version '\(text)'; expected a version number such as 3, or \(PointInTime.acceptedForms)"
        case .unknownChange(let id, let newest):
            return "no change @\(id) in the history; "
                + (newest.map { "the newest is @\($0)" } ?? "the history is empty")
        case .unknownBatch(let id):
            return "no batch \(id) in the history; 'barkeep history --verbose' shows each change's batch"
        case .notInHistory(let kind, let name):
            return "no \(kind.rawValue) named '\(name)' in the catalog or its history"
        case .noSuchVersion(let kind, let name, let version, let latest):
            let range =
                latest == 0
                ? "has no recorded versions"
                : latest == 1 ? "has only version 1" : "has versions 1 to \(latest)"
            return "\(kind.rawValue) '\(name)' \(range); there is no version \(version)"
        case .deletedAtVersion(let kind, let name, let version, let changeID):
            return
                "version \(version) of \(kind.rawValue) '\(name)' is its deletion (@\(changeID)); choose another version"
        case .didNotExist(let kind, let name, let point):
            return "\(kind.rawValue) '\(name)' did not exist at \(point)"
        case .conflict(let reverting, let kind, let name, let properties, let laterChanges):
            var items = laterChanges.prefix(3).map(\.summary)
            if laterChanges.count > items.count { items.append("\(laterChanges.count - items.count) more") }
            let quoted = properties.map { "'\($0)'" }
            let fields =
                quoted.count == 1
                ? "field \(quoted[0]) of \(kind.rawValue) '\(name)' was"
                : "fields " + Self.list(quoted) + " of \(kind.rawValue) '\(name)' were"
            return "cannot revert \(reverting): \(fields) changed after it by "
                + Self.list(items) + "; "
                + (laterChanges.count == 1 ? "revert that first" : "revert those first, newest first")
                + ", or use --force to override \(quoted.count == 1 ? "that field" : "those fields")"
        case .deletedSince(let reverting, let kind, let name, let deletion):
            return "cannot revert \(reverting): \(kind.rawValue) '\(name)' was deleted after it"
                + (deletion.map { " by \($0.summary)" } ?? "")
                + "; restore it first with 'barkeep restore \(kind.rawValue) \(name)'"
        case .nameTaken(let reverting, let kind, let name):
            return "cannot revert \(reverting): it gives back the name '\(name)', which another "
                + "\(kind.rawValue) has now; rename that one first"
        case .nothingToRevert(let reverting):
            return "nothing to revert: the catalog already matches the state before \(reverting)"
        case .stillExists(let kind, let name):
            return
                "\(kind.rawValue) '\(name)' exists; give --version <n> to roll it back to an earlier version"
        case .alreadyAtVersion(let kind, let name, let version):
            return "\(kind.rawValue) '\(name)' already matches version \(version); nothing to restore"
        }
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
