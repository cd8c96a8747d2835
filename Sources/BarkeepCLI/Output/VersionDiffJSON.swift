import BarkeepCore

/// `barkeep diff --json`: the entity, the two versions and the differing properties; a version given
/// as a time is echoed as the instant it was read at (`fromAt`, `toAt`).
struct VersionDiffJSON: Encodable {
    let kind: String
    let name: String
    let fromVersion: Int
    let toVersion: Int
    let fromAt: String?
    let toAt: String?
    let differences: [FieldDifference]

    /// The JSON form of `diff`, whose versions were selected by `from` and `to`.
    init(_ diff: EntityVersionDiff, from: VersionSelector?, to: VersionSelector?) {
        kind = diff.kind.rawValue
        name = diff.name
        fromVersion = diff.fromVersion
        toVersion = diff.toVersion
        fromAt = Self.instant(from)
        toAt = Self.instant(to)
        differences = diff.diff.differences
    }

    /// The instant `selector` names, if it names one rather than a version number.
    private static func instant(_ selector: VersionSelector?) -> String? {
        guard case .point(let point)? = selector else { return nil }
        return point.description
    }
}
