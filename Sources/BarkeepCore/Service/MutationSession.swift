internal import BarkeepStore

/// The changes of one command, made inside its transaction and recorded in the history as they happen.
public final class MutationSession {
    /// The entities table.
    let entities: EntityRepository
    /// The history tables.
    let history: HistoryRepository
    /// Who, when and why.
    let context: ChangeContext
    /// The batch of this command, created with its first change.
    public private(set) var batchID: Int64?
    /// The changes recorded so far, in order. A bulk write counts its changes (``changeCount``) and
    /// keeps none, so its memory does not grow with the number of entities it writes.
    public private(set) var changes: [Change] = []
    /// How many changes have been written so far, kept in ``changes`` or not (a bulk write's pending
    /// ones once written: ``writePendingChanges()``).
    public private(set) var changeCount = 0
    /// Whether new entities and changes are written several to a statement (a bulk write: an import)
    /// rather than one by one. New entities take identities the session assigns and wait in
    /// ``pendingEntities`` until ``writePendingEntities()``, which runs before anything reads the
    /// entities; changes wait in ``pendingChanges`` until ``writePendingChanges()``, which runs before
    /// anything reads the history and when the transaction's body returns.
    let writesChangesInBatches: Bool
    /// Changes recorded but not yet written (only when ``writesChangesInBatches``).
    private var pendingChanges: [Change] = []
    /// Entities created but not yet written, with their assigned identities (only when
    /// ``writesChangesInBatches``); their keys are in ``pendingEntityKeys``.
    private var pendingEntities: [EntityRecord] = []
    /// The kinds and names of ``pendingEntities``.
    private var pendingEntityKeys: Set<EntityKey> = []
    /// The identity the next entity created in a bulk write takes, once read.
    private var nextEntityIdentity: Int64?
    /// The entities validation has read in this session, with their identities, by kind and name: an
    /// import creates many entities under the same ancestors and palette colours, which validation
    /// would otherwise read again for each. Creating an entity leaves them true and adds itself, so the
    /// entities an import creates after it find it here; an update or a delete (a rename rewrites its
    /// referrers) forgets them all.
    private var validationReads: [EntityKey: (id: Int64, entity: Entity)] = [:]
    /// The entities this session has created, each validated with its whole parent chain, since the
    /// last update or delete (which forgets them, as it forgets ``validationReads``).
    private var checkedChains: Set<EntityKey> = []
    /// How many Swift names this session has checked with a query, by kind.
    private var swiftNameQueries: [EntityKind: Int] = [:]
    /// The names of the kinds this session has checked more than ``swiftNameQueriesBeforeTable``
    /// Swift names of, read once and kept in step with every create, rename and delete that follows.
    private var swiftNameOwners = SwiftName.Owners()
    /// How many Swift names of one kind a session checks with a query each before it reads every name
    /// of the kind once into ``swiftNameOwners``: a command writing a few entities reads no more than
    /// the names sharing their first letters, one writing thousands (a batch revert, a restore) reads
    /// the kind's names once.
    static let swiftNameQueriesBeforeTable = 32

    /// Creates a session on `connection` (inside a write transaction); `writesChangesInBatches` for a
    /// bulk write.
    init(connection: Connection, context: ChangeContext, writesChangesInBatches: Bool = false) {
        self.entities = EntityRepository(connection: connection)
        self.history = HistoryRepository(connection: connection)
        self.context = context
        self.writesChangesInBatches = writesChangesInBatches
    }

    /// Writes the changes recorded but not yet written, several to a statement, and counts them in
    /// ``changeCount``; nothing to do outside a bulk write.
    public func writePendingChanges() throws {
        try writePendingEntities()
        guard !pendingChanges.isEmpty else { return }
        _ = try history.insert(pendingChanges)
        changeCount += pendingChanges.count
        pendingChanges.removeAll(keepingCapacity: true)
    }

    /// Writes the entities created but not yet written, several to a statement; nothing to do outside
    /// a bulk write.
    private func writePendingEntities() throws {
        guard !pendingEntities.isEmpty else { return }
        try entities.insert(assigned: pendingEntities) { kind, name in
            self.validationReads[EntityKey(kind: kind, name: name)]?.id
        }
        pendingEntities.removeAll(keepingCapacity: true)
        pendingEntityKeys.removeAll(keepingCapacity: true)
    }

    /// The entity of `kind` named `name`, or a `notFound` error.
    public func entity(_ kind: EntityKind, _ name: String) throws -> Entity {
        try writePendingEntities()
        guard let entity = try entities.loadEntity(.named(kind, name)) else {
            throw CatalogError.notFound(kind: kind, name: name)
        }
        return entity
    }

    /// The entity with identity `id`, if it exists now.
    public func entity(id: Int64) throws -> Entity? {
        try writePendingEntities()
        return try entities.loadEntity(.identity(id))
    }

    /// Whether an entity of `kind` named `name` exists.
    public func exists(_ kind: EntityKind, _ name: String) throws -> Bool {
        try pendingEntityKeys.contains(EntityKey(kind: kind, name: name))
            || entities.id(kind: kind, name: name) != nil
    }

    /// Stores a new entity, recorded as `operation` (`create`, `import`, `restore`, `revert`).
    ///
    /// `id` recreates a deleted entity under its old identity, so its history continues.
    @discardableResult
    public func create(_ entity: Entity, operation: ChangeOperation = .create, id: Int64? = nil) throws
        -> Int64
    {
        guard try !exists(entity.kind, entity.name) else {
            throw CatalogError.alreadyExists(kind: entity.kind, name: entity.name)
        }
        try validator.validate(entity, identity: nil)
        try checkSwiftName(entity.kind, entity.name)
        let key = EntityKey(kind: entity.kind, name: entity.name)
        var created = entity.record(id: id)
        let newID: Int64
        if writesChangesInBatches {
            newID = try id ?? assignIdentity()
            created.id = newID
            pendingEntities.append(created)
            pendingEntityKeys.insert(key)
        } else {
            newID = try entities.insert(created) { kind, name in
                self.validationReads[EntityKey(kind: kind, name: name)]?.id
            }
        }
        swiftNameOwners.insert(entity.kind, entity.name)
        // What was just stored is what validation would read back: the children and referrers an
        // import creates next find it (and its identity) without a query. Validation reads no fields
        // but a palette colour's (``EntityValidator/find``), so other kinds are kept without theirs,
        // and a large import does not hold every created entity's fields.
        var kept = entity
        if kept.kind != .palette { kept.fields = [:] }
        validationReads[key] = (newID, kept)
        checkedChains.insert(key)
        if pendingEntities.count == EntityRepository.entityRowsPerInsert { try writePendingEntities() }
        // A new identity (AUTOINCREMENT never hands one out twice) has no history yet: version 1.
        try record(
            entityID: newID, entity: entity, operation: operation, before: nil, after: EntityDocument(entity),
            version: id == nil ? 1 : nil)
        return newID
    }

    /// Replaces the stored entity `kind`/`name` by `entity` (which may carry a new name); no
    /// history is written when nothing changes. When the name changes, every referrer follows and
    /// is recorded as an `update`, whatever `operation` the entity's own change has.
    public func update(
        _ kind: EntityKind, _ name: String, to entity: Entity, operation: ChangeOperation = .update
    ) throws {
        let (id, before) = try stored(kind, name)
        try replace(id: id, before: before, with: entity, operation: operation)
    }

    /// Replaces the stored entity `kind`/`name` by what `edit` makes of it, reading it only once,
    /// and returns the result; otherwise as `update(_:_:to:operation:)`.
    @discardableResult
    public func update(
        _ kind: EntityKind, _ name: String, operation: ChangeOperation = .update,
        _ edit: (Entity) throws -> Entity
    ) throws -> Entity {
        let (id, before) = try stored(kind, name)
        let after = try edit(before)
        try replace(id: id, before: before, with: after, operation: operation)
        return after
    }

    /// Renames an entity; children, palette references and theme memberships follow, and each
    /// referrer's changed document is recorded too.
    public func rename(_ kind: EntityKind, _ name: String, to newName: String) throws {
        if let problem = EntityNameRule.problem(with: newName) {
            throw CatalogError.invalidName(kind: kind, problem: problem)
        }
        try update(kind, name, operation: .rename) { entity in
            var renamed = entity
            renamed.name = newName
            return renamed
        }
    }

    /// Deletes an entity; refused while anything refers to it, naming every referrer.
    public func delete(_ kind: EntityKind, _ name: String, operation: ChangeOperation = .delete) throws {
        let (id, before) = try stored(kind, name)
        let referrers = try entities.referrers(of: id)
        guard referrers.isEmpty else {
            throw CatalogError.referenced(kind: kind, name: name, referrers: referrers)
        }
        validationReads.removeAll()
        checkedChains.removeAll()
        try entities.delete(id: id)
        swiftNameOwners.remove(kind, name)
        try record(
            entityID: id, entity: before, operation: operation, before: EntityDocument(before), after: nil)
    }

    /// Refuses `name` when another entity of `kind` (other than `renamed`, the entity taking it) has its
    /// Swift name (``SwiftName``), naming it. A bulk write leaves this to its caller, which checks the
    /// catalog it would leave as a whole (an import with `--replace` creates before it deletes).
    private func checkSwiftName(_ kind: EntityKind, _ name: String, renamed: String? = nil) throws {
        guard !writesChangesInBatches else { return }
        let swiftName = SwiftName.lowerCamelCase(name)
        if !swiftNameOwners.holds(kind),
            swiftNameQueries[kind, default: 0] >= Self.swiftNameQueriesBeforeTable
        {
            swiftNameOwners.add(kind, existing: try entities.names(kind: kind))
        }
        let other: String?
        if swiftNameOwners.holds(kind) {
            other = swiftNameOwners.other(kind, than: name, renamed: renamed)
        } else {
            swiftNameQueries[kind, default: 0] += 1
            let (prefix, letters) = SwiftName.lookupKey(name)
            other = try entities.names(kind: kind, prefix: prefix, letters: letters).first {
                $0 != name && $0 != renamed && SwiftName.lowerCamelCase($0) == swiftName
            }
        }
        if let other {
            throw CatalogError.swiftNameTaken(kind: kind, name: name, other: other, swiftName: swiftName)
        }
    }

    /// The validator of this session's writes, reading through ``validationReads``.
    private var validator: EntityValidator {
        var validator = EntityValidator { kind, name in
            let key = EntityKey(kind: kind, name: name)
            if let known = self.validationReads[key] { return known.entity }
            try self.writePendingEntities()
            guard let found = try self.entities.loadIdentifiedEntity(.named(kind, name)) else { return nil }
            self.validationReads[key] = found
            return found.entity
        }
        validator.hasCheckedChain = { kind, name in
            self.checkedChains.contains(EntityKey(kind: kind, name: name))
        }
        return validator
    }

    /// The identity a new entity of a bulk write takes: the one SQLite would give it (read once), then
    /// one more for each entity after it.
    private func assignIdentity() throws -> Int64 {
        let identity = try nextEntityIdentity ?? entities.nextIdentity()
        nextEntityIdentity = identity + 1
        return identity
    }

    /// The identity and current state of the entity `kind`/`name`, read once, or a `notFound` error.
    private func stored(_ kind: EntityKind, _ name: String) throws -> (id: Int64, entity: Entity) {
        try writePendingEntities()
        guard let found = try entities.loadIdentifiedEntity(.named(kind, name)) else {
            throw CatalogError.notFound(kind: kind, name: name)
        }
        return found
    }

    /// Writes `entity` over the stored entity `id`, whose state is `before`, and records the change
    /// (and the changes of referrers that follow a new name).
    private func replace(id: Int64, before: Entity, with entity: Entity, operation: ChangeOperation) throws {
        let (kind, name) = (before.kind, before.name)
        guard before.bar == entity.bar else { throw CatalogError.immutableBar(name: name) }
        if entity.name != name, try exists(kind, entity.name) {
            throw CatalogError.alreadyExists(kind: kind, name: entity.name)
        }
        try validator.validate(entity, identity: name)
        if entity.name != name { try checkSwiftName(kind, entity.name, renamed: name) }
        let beforeDocument = EntityDocument(before)
        let afterDocument = EntityDocument(entity)
        guard beforeDocument != afterDocument else { return }
        let referrersBefore = entity.name != name ? try documentsOfReferrers(id) : []
        validationReads.removeAll()
        checkedChains.removeAll()
        try entities.update(entity.record(id: id))
        if entity.name != name {
            swiftNameOwners.remove(kind, name)
            swiftNameOwners.insert(kind, entity.name)
        }
        try record(
            entityID: id, entity: entity, operation: operation, before: beforeDocument, after: afterDocument)
        for (referrerID, referrerBefore) in referrersBefore {
            let referrer = try entities.loadEntity(.identity(referrerID))!
            try record(
                entityID: referrerID, entity: referrer, operation: .update, before: referrerBefore,
                after: EntityDocument(referrer))
        }
    }

    /// The current documents of every entity referring to the entity `id`, by identity.
    private func documentsOfReferrers(_ id: Int64) throws -> [(Int64, EntityDocument)] {
        var seen = Set<Int64>()
        var result: [(Int64, EntityDocument)] = []
        for referrer in try entities.referrers(of: id) {
            guard let referrerID = try entities.id(kind: referrer.kind, name: referrer.name),
                seen.insert(referrerID).inserted, referrerID != id
            else { continue }
            result.append((referrerID, EntityDocument(try entity(referrer.kind, referrer.name))))
        }
        return result
    }

    /// Appends one change to the history, creating the batch on the first one; `version` is the
    /// change's version when the caller knows it, else the entity's latest recorded one plus one.
    private func record(
        entityID: Int64, entity: Entity, operation: ChangeOperation, before: EntityDocument?,
        after: EntityDocument?, version: Int? = nil
    ) throws {
        let batchID =
            try self.batchID
            ?? history.insert(
                Batch(
                    id: 0, atMilliseconds: context.atMilliseconds, actor: context.actor,
                    message: context.message,
                    command: context.command))
        self.batchID = batchID
        if version == nil { try writePendingChanges() }  // the history is read: it must be whole
        var change = Change(
            id: 0, batchID: batchID, atMilliseconds: context.atMilliseconds, actor: context.actor,
            message: context.message, entityID: entityID, kind: entity.kind, name: entity.name,
            operation: operation, version: try version ?? history.latestVersion(entityID: entityID) + 1,
            before: before?.json(), after: after?.json())
        if writesChangesInBatches {
            pendingChanges.append(change)
            if pendingChanges.count == HistoryRepository.changeRowsPerInsert { try writePendingChanges() }
            return
        }
        change.id = try history.insert(change)
        changes.append(change)
        changeCount += 1
    }
}
