import BarkeepRecords

/// Which changes a history query returns.
package struct HistoryFilter: Hashable, Sendable {
    /// Only changes of this entity identity.
    package var entityID: Int64?
    /// Only changes of entities of this kind.
    package var kind: EntityKind?
    /// Only changes at or after this time (milliseconds since 1970, UTC).
    package var sinceMilliseconds: Int64?
    /// Only changes at or before this time.
    package var untilMilliseconds: Int64?
    /// Only changes with an id at or below this one.
    package var untilChangeID: Int64?
    /// Only changes with an id at or above this one.
    package var sinceChangeID: Int64?
    /// Only changes by this actor.
    package var actor: String?
    /// Only changes with this operation.
    package var operation: ChangeOperation?
    /// Only changes in this batch.
    package var batchID: Int64?
    /// At most this many changes.
    package var limit: Int?
    /// Only changes with an id below this one (the next page, newest first).
    package var beforeChangeID: Int64?

    /// A filter that matches every change.
    package init() {}
}
