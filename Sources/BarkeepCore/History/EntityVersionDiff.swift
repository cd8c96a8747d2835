/// The field-level difference between two versions of one entity, as `barkeep diff` prints it.
public struct EntityVersionDiff: Hashable, Sendable {
    /// The entity's kind.
    public var kind: EntityKind
    /// The entity's latest name (it may have had others).
    public var name: String
    /// The version compared from; 0 before the entity existed.
    public var fromVersion: Int
    /// The version compared to.
    public var toVersion: Int
    /// What differs from `fromVersion` to `toVersion`.
    public var diff: EntityDiff
}
