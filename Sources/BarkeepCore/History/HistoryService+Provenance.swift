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
    /// With `entities` (and no `point`) only those entities' changes are read, through the
    /// per-entity index: what `resolve --explain` of one entity needs, whatever the history's length.
    public func lastChangeIDs(
        at point: PointInTime? = nil, of entities: [(kind: EntityKind, name: String)]? = nil
    ) throws -> FieldChangeIndex {
        try catalog.read {
            if let entities, point == nil {
                let entityRepository = EntityRepository(connection: catalog.connection)
                let identities = try entities.compactMap {
                    try entityRepository.id(kind: $0.kind, name: $0.name)
                }
                return try index(of: identities.flatMap { try changes(ofEntity: $0) })
            }
            var filter = HistoryFilter()
            if let point {
                guard let changeID = try changeID(at: point) else { return FieldChangeIndex() }
                filter.untilChangeID = changeID
            }
            return try index(of: repository.changes(filter).reversed().map(Change.init(record:)))
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
