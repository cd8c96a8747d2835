/// One recorded change of one entity, with its full document before and after: the row Store keeps in
/// the history and the change Core reports.
public struct Change: Hashable, Sendable {
    /// The change id, increasing with time; 0 until the change is stored (the history numbers it).
    public var id: Int64
    /// The batch (command invocation) it belongs to.
    public var batchID: Int64
    /// When it happened, in milliseconds since 1970 (UTC).
    public var atMilliseconds: Int64
    /// Who made it.
    public var actor: String
    /// The `-m` message, if any.
    public var message: String?
    /// The entity's identity, stable across renames and deletes.
    public var entityID: Int64
    /// The entity's kind.
    public var kind: EntityKind
    /// The entity's name after the change (before it, for a delete).
    public var name: String
    /// What the change did.
    public var operation: ChangeOperation
    /// The entity's version after this change: its n-th change makes version n.
    public var version: Int
    /// The entity's JSON document before the change; nil when it did not exist.
    public var before: String?
    /// The entity's JSON document after the change; nil when it no longer exists.
    public var after: String?

    /// Creates a change.
    public init(
        id: Int64, batchID: Int64, atMilliseconds: Int64, actor: String, message: String?,
        entityID: Int64, kind: EntityKind, name: String, operation: ChangeOperation, version: Int,
        before: String?, after: String?
    ) {
        self.id = id
        self.batchID = batchID
        self.atMilliseconds = atMilliseconds
        self.actor = actor
        self.message = message
        self.entityID = entityID
        self.kind = kind
        self.name = name
        self.operation = operation
        self.version = version
        self.before = before
        self.after = after
    }
}
