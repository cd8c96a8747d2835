internal import BarkeepStore

/// Undoing changes, always by recording new ones: `revert` of a change or a batch, and `restore`
/// of a deleted entity or an earlier version.
extension HistoryService {
    /// Undoes change `id` the way `git revert` does, as new changes (operation `revert`): the
    /// inverse of that change's own differences is applied to the current state. A create is undone
    /// by a delete, a delete by re-creating the entity under its old identity, an update or rename
    /// by setting back just the properties it changed; references follow their entities' identities
    /// to their current names.
    ///
    /// Refused when a later change touched one of those properties (naming the properties and the
    /// changes) unless `force` is set, which overrides those properties too; refused even then when
    /// the entity was deleted since, or would take back a name another entity has now. Returns the
    /// changes made, in order.
    @discardableResult
    public func revert(
        change id: Int64, force: Bool = false, context: ChangeContext
    ) throws -> [Change] {
        try catalog.mutate(context) { session in
            let change = try self.change(id)
            let step = try RevertStep(first: change)
            let later = try changes(ofEntity: change.entityID).filter { $0.id > id }
            let translator = ReferenceTranslator(connection: catalog.connection)
            let action = try plan(
                step, later: later, force: force, reverting: change.reference, steps: [step],
                translator: translator, session: session)
            guard try apply(action, to: step, translator: translator, in: session) else {
                throw HistoryError.nothingToRevert(reverting: change.reference)
            }
            return session.changes
        }
    }

    /// Undoes every change of batch `id` with the rules of `revert(change:)`, all or nothing, as one
    /// new batch of `revert` changes; each entity's changes since the batch are checked against
    /// what the batch changed of it.
    ///
    /// Renamed entities go back first (their referrers follow them), then the others, newest change
    /// first; a step that needs another one first is retried after it.
    @discardableResult
    public func revert(
        batch id: Int64, force: Bool = false, context: ChangeContext
    ) throws -> [Change] {
        try catalog.mutate(context) { session in
            var filter = HistoryFilter()
            filter.batchID = id
            let batch = try repository.changes(filter).sorted { $0.id < $1.id }
            guard let lastID = batch.last?.id else { throw HistoryError.unknownBatch(id: id) }
            var steps: [RevertStep] = []
            for change in batch {
                if let index = steps.firstIndex(where: { $0.entityID == change.entityID }) {
                    try steps[index].include(change)
                } else {
                    steps.append(try RevertStep(first: change))
                }
            }
            let translator = ReferenceTranslator(connection: catalog.connection)
            var planned: [(RevertStep, RevertAction)] = []
            for step in steps {
                let later = try changes(ofEntity: step.entityID).filter { $0.id > lastID }
                let action = try plan(
                    step, later: later, force: force, reverting: "batch \(id)", steps: steps,
                    translator: translator, session: session)
                planned.append((step, action))
            }
            try apply(planned.sorted { $0.0.precedes($1.0) }, translator: translator, in: session)
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
            let translator = ReferenceTranslator(connection: catalog.connection)
            let target: EntityDocument
            if let version {
                let document = try document(ofVersion: version, in: changes, kind, name)
                let change = changes[version - 1]
                target = try translator.currentNames(
                    document, asOf: translator.namesPoint(of: change, after: true))
                if let current, EntityDocument(current) == target {
                    throw HistoryError.alreadyAtVersion(kind: kind, name: name, version: version)
                }
            } else {
                guard current == nil else { throw HistoryError.stillExists(kind: kind, name: name) }
                guard let change = changes.last(where: { $0.after != nil }),
                    let document = try change.afterDocument()
                else {
                    throw HistoryError.notInHistory(kind: kind, name: name)
                }
                target = try translator.currentNames(
                    document, asOf: translator.namesPoint(of: change, after: true))
            }
            try apply(target, to: id, operation: .restore, in: session)
            return session.changes
        }
    }

    /// Applies the planned steps in order; a step refused because it needs another one first (a
    /// missing reference, a name still taken, a referrer not yet gone) is retried after the others,
    /// until all are done or a whole round makes no progress. A refused step has written nothing:
    /// every `MutationSession` check comes before its writes.
    private func apply(
        _ steps: [(RevertStep, RevertAction)], translator: ReferenceTranslator, in session: MutationSession
    ) throws {
        var pending = steps
        while !pending.isEmpty {
            var deferred: [(RevertStep, RevertAction)] = []
            var firstError: CatalogError?
            for (step, action) in pending {
                do {
                    try apply(action, to: step, translator: translator, in: session)
                } catch let error as CatalogError {
                    deferred.append((step, action))
                    firstError = firstError ?? error
                }
            }
            if deferred.count == pending.count, let firstError { throw firstError }
            pending = deferred
        }
    }

    /// Carries out one step's planned action; returns whether anything changed.
    @discardableResult
    private func apply(
        _ action: RevertAction, to step: RevertStep, translator: ReferenceTranslator,
        in session: MutationSession
    ) throws -> Bool {
        let namesPoint = try translator.namesPoint(of: step.first, after: false)
        switch action {
        case .nothing:
            return false
        case .delete:
            return try apply(nil, to: step.entityID, operation: .revert, in: session)
        case .create(let document):
            let target = try translator.currentNames(document, asOf: namesPoint)
            return try apply(target, to: step.entityID, operation: .revert, in: session)
        case .update(let properties, let document):
            guard let current = try session.entity(id: step.entityID) else { return false }
            let target = try translator.currentNames(document, asOf: namesPoint).properties
            var merged = EntityDocument(current).properties
            for property in properties { merged[property] = target[property] }
            return try apply(
                EntityDocument(kind: current.kind, properties: merged), to: step.entityID, operation: .revert,
                in: session)
        }
    }

    /// What reverting `step` takes, checked against the `later` changes of its entity: the
    /// properties the reverted changes changed must not have been changed since (unless `force`),
    /// the entity must still exist (unless its creation is reverted), and a name it takes back must
    /// be free (or held by another entity of the same revert, `steps`).
    private func plan(
        _ step: RevertStep, later: [Change], force: Bool, reverting: String, steps: [RevertStep],
        translator: ReferenceTranslator, session: MutationSession
    ) throws -> RevertAction {
        let before = try step.first.beforeDocument()
        let after = try step.last.afterDocument()
        let beforePoint = try translator.namesPoint(of: step.first, after: false)
        let afterPoint = try translator.namesPoint(of: step.last, after: true)
        let current = try session.entity(id: step.entityID).map(EntityDocument.init)
        let touched = try later.map { ($0, try translator.changedProperties(of: $0)) }
        func refuseUnlessForced(_ properties: Set<String>) throws {
            guard !force, !properties.isEmpty else { return }
            let laterChanges = touched.filter { !$0.1.isDisjoint(with: properties) }.map(\.0)
            throw HistoryError.conflict(
                reverting: reverting, kind: step.kind, name: current?.name ?? step.name,
                properties: EntityDocument.orderedKeys(properties), laterChanges: laterChanges)
        }
        func requireFreeName(_ name: String) throws {
            guard
                let holder = try EntityRepository(connection: catalog.connection).id(
                    kind: step.kind, name: name),
                holder != step.entityID, !steps.contains(where: { $0.entityID == holder })
            else { return }
            throw HistoryError.nameTaken(reverting: reverting, kind: step.kind, name: name)
        }
        switch (before, after) {
        case (nil, nil):
            return .nothing
        case (nil, _?):
            guard current != nil else { return .nothing }
            try refuseUnlessForced(touched.reduce(into: Set<String>()) { $0.formUnion($1.1) })
            return .delete
        case (let before?, nil):
            guard let current else {
                try requireFreeName(before.name)
                return .create(before)
            }
            let now = try repository.latestChangeID() ?? 0
            let differing = Set(
                EntityDiff(
                    from: try translator.identityForm(current, asOf: now),
                    to: try translator.identityForm(before, asOf: beforePoint)
                ).differences.map(\.path))
            guard !differing.isEmpty else { return .nothing }
            try refuseUnlessForced(differing)
            if differing.contains("name") { try requireFreeName(before.name) }
            return .update(properties: differing, from: before)
        case (let before?, let after?):
            let changed = Set(
                EntityDiff(
                    from: try translator.identityForm(before, asOf: beforePoint),
                    to: try translator.identityForm(after, asOf: afterPoint)
                ).differences.map(\.path))
            guard !changed.isEmpty else { return .nothing }
            guard current != nil else {
                let deletion = later.last { $0.after == nil }
                throw HistoryError.deletedSince(
                    reverting: reverting, kind: step.kind, name: step.name, deletion: deletion)
            }
            try refuseUnlessForced(
                changed.intersection(touched.reduce(into: Set<String>()) { $0.formUnion($1.1) }))
            if changed.contains("name") { try requireFreeName(before.name) }
            return .update(properties: changed, from: before)
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
