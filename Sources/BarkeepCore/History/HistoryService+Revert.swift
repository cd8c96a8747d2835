internal import BarkeepStore

/// Undoing changes, always by recording new ones: `revert` of a change or a batch, and `restore`
/// of a deleted entity or an earlier version.
extension HistoryService {
    /// Brings the entity of change `id` back to its state before that change, as a new change
    /// (operation `revert`): a create is undone by a delete, a delete by re-creating the entity
    /// under its old identity, an update or rename by restoring the document before it.
    ///
    /// Refused, naming them, when the entity changed after `id`, unless `force` is set (the later
    /// changes are then overwritten). Returns the changes made, in order.
    @discardableResult
    public func revert(
        change id: Int64, force: Bool = false, context: ChangeContext
    ) throws -> [Change] {
        try catalog.mutate(context) { session in
            let change = try self.change(id)
            let later = try changes(ofEntity: change.entityID).filter { $0.id > id }
            if !later.isEmpty, !force {
                throw HistoryError.conflict(
                    reverting: change.reference, kind: change.kind, name: change.name, laterChanges: later)
            }
            let target = try change.beforeDocument()
            guard try apply(target, to: change.entityID, operation: .revert, in: session) else {
                throw HistoryError.nothingToRevert(reverting: change.reference)
            }
            return session.changes
        }
    }

    /// Brings every entity batch `id` changed back to its state before the batch, all or nothing,
    /// as one new batch of `revert` changes.
    ///
    /// Refused, naming them, when any of those entities changed after the batch, unless `force`
    /// is set. Renamed entities go back first (their referrers follow them), then the others,
    /// newest change first; a step that needs another one first is retried after it.
    @discardableResult
    public func revert(
        batch id: Int64, force: Bool = false, context: ChangeContext
    ) throws -> [Change] {
        try catalog.mutate(context) { session in
            var filter = HistoryFilter()
            filter.batchID = id
            let batch = try repository.changes(filter).map(Change.init(record:)).sorted { $0.id < $1.id }
            guard let lastID = batch.last?.id else { throw HistoryError.unknownBatch(id: id) }
            var steps: [RevertStep] = []
            for change in batch {
                if let index = steps.firstIndex(where: { $0.entityID == change.entityID }) {
                    try steps[index].include(change)
                } else {
                    steps.append(try RevertStep(first: change))
                }
            }
            if !force {
                for step in steps {
                    let later = try changes(ofEntity: step.entityID).filter { $0.id > lastID }
                    guard later.isEmpty else {
                        throw HistoryError.conflict(
                            reverting: "batch \(id)", kind: step.kind, name: step.name, laterChanges: later)
                    }
                }
            }
            try apply(steps.sorted { $0.precedes($1) }, in: session)
            guard !session.changes.isEmpty else {
                throw HistoryError.nothingToRevert(reverting: "batch \(id)")
            }
            return session.changes
        }
    }

    /// Brings back the entity `kind` `name` as a new change (operation `restore`): without a
    /// version, a deleted entity as it was when deleted, under its old identity; with one, the
    /// entity (deleted or not) as it was at that version.
    @discardableResult
    public func restore(
        _ kind: EntityKind, _ name: String, version: Int? = nil, context: ChangeContext
    ) throws -> [Change] {
        try catalog.mutate(context) { session in
            let id = try identity(kind, name)
            let changes = try changes(ofEntity: id)
            let current = try session.entity(id: id)
            let target: EntityDocument
            if let version {
                let document = try document(ofVersion: version, in: changes, kind, name)
                if let current, EntityDocument(current) == document {
                    throw HistoryError.alreadyAtVersion(kind: kind, name: name, version: version)
                }
                target = document
            } else {
                guard current == nil else { throw HistoryError.stillExists(kind: kind, name: name) }
                guard let document = try changes.last(where: { $0.after != nil })?.afterDocument() else {
                    throw HistoryError.notInHistory(kind: kind, name: name)
                }
                target = document
            }
            try apply(target, to: id, operation: .restore, in: session)
            return session.changes
        }
    }

    /// Applies `steps` in order; a step refused because it needs another one first (a missing
    /// reference, a name still taken, a referrer not yet gone) is retried after the others, until
    /// all are done or a whole round makes no progress. A refused step has written nothing: every
    /// `MutationSession` check comes before its writes.
    private func apply(_ steps: [RevertStep], in session: MutationSession) throws {
        var pending = steps
        while !pending.isEmpty {
            var deferred: [RevertStep] = []
            var firstError: CatalogError?
            for step in pending {
                do {
                    try apply(step.target, to: step.entityID, operation: .revert, in: session)
                } catch let error as CatalogError {
                    deferred.append(step)
                    firstError = firstError ?? error
                }
            }
            if deferred.count == pending.count, let firstError { throw firstError }
            pending = deferred
        }
    }

    /// Makes the entity with identity `id` match `target` (nil: not existing), recorded as
    /// `operation`; returns whether anything changed.
    @discardableResult
    private func apply(
        _ target: EntityDocument?, to id: Int64, operation: ChangeOperation, in session: MutationSession
    ) throws -> Bool {
        switch (try session.entity(id: id), target) {
        case (nil, nil):
            return false
        case (let current?, nil):
            try session.delete(current.kind, current.name, operation: operation)
        case (nil, let target?):
            try session.create(try target.entity(), operation: operation, id: id)
        case (let current?, let target?):
            guard EntityDocument(current) != target else { return false }
            try session.update(current.kind, current.name, to: try target.entity(), operation: operation)
        }
        return true
    }
}
