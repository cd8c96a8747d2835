/// One entity's part in reverting a batch: the state to bring it back to, and what the batch did to it.
struct RevertStep {
    /// The entity's identity.
    let entityID: Int64
    /// Its kind.
    let kind: EntityKind
    /// Its name when the batch first changed it.
    let name: String
    /// Its document before the batch's first change of it; nil when the batch created it.
    let target: EntityDocument?
    /// The batch's last change of it.
    var lastChangeID: Int64
    /// Whether the batch renamed it; such entities go back first, so their referrers follow them
    /// back before anything else is compared.
    var isRenamed: Bool

    /// The step for the first change of an entity in a batch.
    init(first change: Change) throws {
        entityID = change.entityID
        kind = change.kind
        name = try change.beforeDocument()?.name ?? change.name
        target = try change.beforeDocument()
        lastChangeID = change.id
        isRenamed = false
        try include(change)
    }

    /// Takes a later change of the same entity in the batch into account.
    mutating func include(_ change: Change) throws {
        lastChangeID = max(lastChangeID, change.id)
        let before = try change.beforeDocument()
        let after = try change.afterDocument()
        if let before, let after, before.name != after.name {
            isRenamed = true
        }
    }

    /// Whether this step goes before `other`: renamed entities first, then newest change first.
    func precedes(_ other: RevertStep) -> Bool {
        if isRenamed != other.isRenamed { return isRenamed }
        return lastChangeID > other.lastChangeID
    }
}
