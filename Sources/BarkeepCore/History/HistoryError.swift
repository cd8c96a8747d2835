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
    case conflict(reverting: String, kind: EntityKind, name: String, laterChanges: [Change])
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
        case .conflict(let reverting, let kind, let name, let laterChanges):
            var items = laterChanges.prefix(3).map(\.summary)
            if laterChanges.count > items.count { items.append("\(laterChanges.count - items.count) more") }
            let list =
                items.count == 1 ? items[0] : items.dropLast().joined(separator: ", ") + " and " + items.last!
            return "cannot revert \(reverting): \(kind.rawValue) '\(name)' was changed after it by \(list); "
                + (laterChanges.count == 1 ? "revert that first" : "revert those first, newest first")
                + ", or use --force to overwrite"
        case .nothingToRevert(let reverting):
            return "nothing to revert: the catalog already matches the state before \(reverting)"
        case .stillExists(let kind, let name):
            return
                "\(kind.rawValue) '\(name)' exists; give --version <n> to roll it back to an earlier version"
        case .alreadyAtVersion(let kind, let name, let version):
            return "\(kind.rawValue) '\(name)' already matches version \(version); nothing to restore"
        }
    }
}
