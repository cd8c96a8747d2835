/// Which changes `HistoryService.changes(_:)` lists, newest first, in pages.
public struct HistoryQuery: Hashable, Sendable {
    /// Only changes of entities of this kind.
    public var kind: EntityKind?
    /// With `kind`: only changes of this entity, followed across renames by its identity.
    public var name: String?
    /// Only changes made at or after this point (`@42`: change 42 and later).
    public var since: PointInTime?
    /// Only changes made at or before this point (`@42`: change 42 and earlier).
    public var until: PointInTime?
    /// Only changes by this actor.
    public var actor: String?
    /// Only changes with this operation.
    public var operation: ChangeOperation?
    /// Only changes of this batch.
    public var batchID: Int64?
    /// At most this many changes per page; nil for all.
    public var limit: Int?
    /// Only changes older than this change id: the next page after a page ending there.
    public var beforeChangeID: Int64?

    /// A query that lists every change.
    public init(
        kind: EntityKind? = nil, name: String? = nil, since: PointInTime? = nil, until: PointInTime? = nil,
        actor: String? = nil, operation: ChangeOperation? = nil, batchID: Int64? = nil, limit: Int? = nil,
        beforeChangeID: Int64? = nil
    ) {
        self.kind = kind
        self.name = name
        self.since = since
        self.until = until
        self.actor = actor
        self.operation = operation
        self.batchID = batchID
        self.limit = limit
        self.beforeChangeID = beforeChangeID
    }
}
