import BarkeepRecords

/// Which changes a history query returns.
public struct HistoryFilter: Hashable, Sendable {
    /// Only changes of this entity identity.
    public var entityID: Int64?
    /// Only changes of entities of this kind.
    public var kind: EntityKind?
    /// Only changes at or after this time (milliseconds since 1970, UTC).
    public var sinceMilliseconds: Int64?
    /// Only changes at or before this time.
    public var untilMilliseconds: Int64?
    /// Only changes with an id at or below this one.
    public var untilChangeID: Int64?
    /// Only changes with an id at or above this one.
    public var sinceChangeID: Int64?
    /// Only changes by this actor.
    public var actor: String?
    /// Only changes with this operation.
    public var operation: ChangeOperation?
    /// Only changes in this batch.
    public var batchID: Int64?
    /// At most this many changes.
    public var limit: Int?
    /// Only changes with an id below this one (the next page, newest first).
    public var beforeChangeID: Int64?

    /// A filter that matches every change.
    public init() {}
}
