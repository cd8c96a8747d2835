/// One entity's part in a revert: its state before and after the reverted change (or the batch's
/// changes of it), so the revert can undo just what they changed.
struct RevertStep {
    /// The entity's identity.
    let entityID: Int64
    /// Its kind.
    let kind: EntityKind
    /// Its name when the reverted changes first changed it.
    let name: String
    /// The first reverted change of it.
    let first: Change
    /// The last reverted change of it.
    var last: Change
    /// Whether the reverted changes renamed it; such entities go back first, so their referrers
    /// follow them back before anything else is compared.
    var isRenamed: Bool

    /// The step for the first reverted change of an entity.
    init(first change: Change) throws {
        entityID = change.entityID
        kind = change.kind
        name = try change.beforeDocument()?.name ?? change.name
        first = change
        last = change
        isRenamed = false
        try include(change)
    }

    /// Takes a later reverted change of the same entity into account.
    mutating func include(_ change: Change) throws {
        if change.id > last.id { last = change }
        let before = try change.beforeDocument()
        let after = try change.afterDocument()
        if let before, let after, before.name != after.name {
            isRenamed = true
        }
    }

    /// Whether this step goes before `other`: renamed entities first, then newest change first.
    func precedes(_ other: RevertStep) -> Bool {
        if isRenamed != other.isRenamed { return isRenamed }
        return last.id > other.last.id
    }
}
