internal import BarkeepStore

/// Which change last set each property: the history side of `resolve --explain`.
extension HistoryService {
    /// For every property (`name`, `bar`, `parent`, `description`, each set field) of every entity
    /// existing at `point` (default: now), the id of the change that last set it to its value.
    ///
    /// Walks the changes oldest first, comparing each change's documents: a property is "set" by a
    /// change when its value after differs from before (a rename's referrers, whose references
    /// were rewritten, count as set by the rename's follow-up change). A deleted and restored
    /// entity's properties are set by the restore.
    ///
    /// Without a `point` the answer is read from where it is stored: the `property_origin` table,
    /// which a trigger keeps true on every change. With `entities`, one index range per entity,
    /// whatever the history's length (what `resolve --explain` of one entity needs); without, the
    /// whole table and each entity's newest change (`export --format json --explain`). An entity's
    /// rows are taken only when they name exactly the properties its newest document holds, each
    /// with one of the entity's own changes; otherwise (or without the table, its trigger or its
    /// views) that entity's changes are read newest first, stopping as soon as every property it
    /// has now is accounted for. `barkeep check` reports rows that disagree with the history.
    package func lastChangeIDs(
        at point: PointInTime? = nil, of entities: [(kind: EntityKind, name: String)]? = nil
    ) throws -> FieldChangeIndex {
        try catalog.read {
            if let entities, point == nil {
                let entityRepository = EntityRepository(connection: catalog.connection)
                let origins = PropertyOriginRepository(connection: catalog.connection)
                let stored = try origins.isMaintained()
                var index = FieldChangeIndex()
                var seen = Set<Int64>()
                for entity in entities {
                    guard let id = try entityRepository.id(kind: entity.kind, name: entity.name),
                        seen.insert(id).inserted
                    else { continue }
                    if stored, let found = try storedOrigins(of: entity, id: id, from: origins) {
                        index.changeIDs.merge(found.changeIDs) { _, stored in stored }
                    } else {
                        try addLastChanges(ofEntity: id, to: &index)
                    }
                }
                return index
            }
            let origins = PropertyOriginRepository(connection: catalog.connection)
            if point == nil, try origins.isMaintained() {
                return try storedOriginsOfEveryEntity(from: origins)
            }
            return try replayedLastChangeIDs(at: point)
        }
    }

    /// What `lastChangeIDs(at:)` says, worked out by replaying the history up to `point` (default:
    /// now), oldest change first: the reference the stored answer is tested against.
    func replayedLastChangeIDs(at point: PointInTime? = nil) throws -> FieldChangeIndex {
        try catalog.read {
            var filter = HistoryFilter()
            if let point {
                guard let changeID = try changeID(at: point) else { return FieldChangeIndex() }
                filter.untilChangeID = changeID
            }
            return try index(of: repository.changes(filter).reversed())
        }
    }

    /// The stored origins of every property of every entity that exists, each entity's rows checked
    /// against its newest change as `storedOrigins(of:id:from:)` does, its history walked instead
    /// when they cannot be trusted.
    private func storedOriginsOfEveryEntity(from origins: PropertyOriginRepository) throws -> FieldChangeIndex
    {
        let stored = try origins.originsOfEveryEntity()
        var index = FieldChangeIndex()
        for newest in try repository.latestChangePerEntity(upTo: Int64.max) {
            guard let after = newest.after else { continue }  // deleted
            let properties = try EntityDocument.properties(ofJSON: after)
            guard case .some(.some(let rows)) = stored[newest.entityID], rows.count == properties.count,
                rows.keys.allSatisfy({ properties[$0] != nil })
            else {
                try addLastChanges(ofEntity: newest.entityID, to: &index)
                continue
            }
            for (property, changeID) in rows {
                index.changeIDs[FieldChangeKey(kind: newest.kind, name: newest.name, path: property)] =
                    changeID
            }
        }
        return index
    }

    /// The stored origin of each property of the entity `kind` `name` as it is now, read from
    /// `property_origin` alone; nil when the entity does not exist or its rows cannot be trusted
    /// (what `lastChangeIDs(of:)` then reads from the history instead).
    func storedOrigins(of entity: (kind: EntityKind, name: String)) throws -> FieldChangeIndex? {
        try catalog.read {
            let origins = PropertyOriginRepository(connection: catalog.connection)
            guard try origins.isMaintained(),
                let id = try EntityRepository(connection: catalog.connection).id(
                    kind: entity.kind, name: entity.name)
            else { return nil }
            return try storedOrigins(of: entity, id: id, from: origins)
        }
    }

    /// The stored origin of each property of `entity` (identity `id`) as it is now; nil when the
    /// stored rows do not name exactly the properties of the entity's newest document (read through
    /// the per-entity index) or name a change that is not the entity's own.
    private func storedOrigins(
        of entity: (kind: EntityKind, name: String), id: Int64, from origins: PropertyOriginRepository
    ) throws -> FieldChangeIndex? {
        guard let newest = try repository.changes(ofEntity: id, beforeVersion: nil, limit: 1).first,
            let stored = try origins.origins(ofEntity: id)
        else { return nil }
        guard let after = newest.after else { return stored.isEmpty ? FieldChangeIndex() : nil }  // deleted
        let properties = try EntityDocument.properties(ofJSON: after)
        guard stored.count == properties.count, stored.keys.allSatisfy({ properties[$0] != nil }) else {
            return nil
        }
        var index = FieldChangeIndex()
        for (property, changeID) in stored {
            index.changeIDs[FieldChangeKey(kind: entity.kind, name: entity.name, path: property)] = changeID
        }
        return index
    }

    /// Adds to `index` the change that last set each property of the entity `entityID` as it is now.
    ///
    /// Walks its changes newest first, a page at a time: the newest change whose documents differ
    /// in a property set it. The newest change gives the properties to account for; a create or
    /// restore (no document before) accounts for all that remain, so the walk never goes past one.
    /// A change's document after is the next change's document before (the history records each
    /// change from the state the previous one left), so each change's JSON is decoded once.
    private func addLastChanges(ofEntity entityID: Int64, to index: inout FieldChangeIndex) throws {
        var current: EntityDocument?
        var pending: [String: String] = [:]
        var after: [String: String] = [:]  // the properties after the change being looked at
        var beforeVersion: Int?
        var pageSize = 8
        while true {
            let page = try repository.changes(
                ofEntity: entityID, beforeVersion: beforeVersion, limit: pageSize)
            for change in page {
                if current == nil {
                    guard let document = try change.afterDocument() else { return }  // deleted: nothing now
                    current = document
                    pending = document.properties
                    after = pending
                }
                guard let document = current else { return }
                let before = try change.before.map(EntityDocument.properties(ofJSON:)) ?? [:]
                for key in pending.keys.filter({ before[$0] != after[$0] }) {
                    index.changeIDs[FieldChangeKey(kind: document.kind, name: document.name, path: key)] =
                        change.id
                    pending[key] = nil
                }
                if pending.isEmpty { return }
                after = before
            }
            guard page.count == pageSize, let oldest = page.last else { return }
            beforeVersion = oldest.version
            pageSize = min(pageSize * 4, 1_024)
        }
    }

    /// The last-change index of `changes`, oldest first (each entity's changes in order).
    private func index(of changes: [Change]) throws -> FieldChangeIndex {
        var setBy: [Int64: [String: Int64]] = [:]
        var latest: [Int64: EntityDocument] = [:]
        for change in changes {
            let id = change.id
            let before = try change.beforeDocument()?.properties ?? [:]
            guard let after = try change.afterDocument() else {
                setBy[change.entityID] = nil
                latest[change.entityID] = nil
                continue
            }
            var entity = setBy[change.entityID] ?? [:]
            let properties = after.properties
            for key in Set(before.keys).union(properties.keys) where before[key] != properties[key] {
                entity[key] = properties[key] == nil ? nil : id
            }
            setBy[change.entityID] = entity
            latest[change.entityID] = after
        }
        var index = FieldChangeIndex()
        for (entityID, document) in latest {
            for (path, changeID) in setBy[entityID] ?? [:] {
                index.changeIDs[FieldChangeKey(kind: document.kind, name: document.name, path: path)] =
                    changeID
            }
        }
        return index
    }
}
