import BarkeepCore

/// `barkeep diff --json`: the entity, the two versions and the differing properties.
struct VersionDiffJSON: Encodable {
    let kind: String
    let name: String
    let fromVersion: Int
    let toVersion: Int
    let differences: [FieldDifference]

    /// The JSON form of `diff`.
    init(_ diff: EntityVersionDiff) {
        kind = diff.kind.rawValue
        name = diff.name
        fromVersion = diff.fromVersion
        toVersion = diff.toVersion
        differences = diff.diff.differences
    }
}
