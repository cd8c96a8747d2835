/// What ``SnapshotMerge`` made of three snapshots: the merged entities and the conflicts left.
public struct SnapshotMergeResult: Hashable, Sendable {
    /// Every merged entity, sorted by kind and name; an entity in conflict as a whole is not among
    /// them, and one with conflicting properties holds our value of each.
    public let entities: [EntityDocument]
    /// The conflicts, sorted by kind, name and property (the whole entity first).
    public let conflicts: [SnapshotConflict]

    /// Creates a result.
    public init(entities: [EntityDocument], conflicts: [SnapshotConflict]) {
        self.entities = entities
        self.conflicts = conflicts
    }

    /// Whether the merge is clean.
    public var isClean: Bool { conflicts.isEmpty }
}
