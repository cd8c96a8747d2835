internal import BarkeepStore

/// Queries and uses the history of a catalog: lists changes, shows entities at past versions and
/// times, diffs versions, reverts and restores, and reconstructs the whole catalog as it was.
///
/// An entity is followed by its identity, so its history continues across renames and deletes.
public struct HistoryService {
    /// The catalog whose history this is.
    let catalog: Catalog

    /// The history of `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The history tables.
    var repository: HistoryRepository { HistoryRepository(connection: catalog.connection) }

    /// The changes `query` selects, newest first, at most `query.limit` of them.
    public func changes(_ query: HistoryQuery) throws -> HistoryPage {
        try catalog.read {
            var filter = HistoryFilter()
            if let kind = query.kind {
                if let name = query.name {
                    filter.entityID = try identity(kind, name)
                } else {
                    filter.kind = kind
                }
            }
            switch query.since {
            case .time(let milliseconds): filter.sinceMilliseconds = milliseconds
            case .change(let id): filter.sinceChangeID = id
            case nil: break
            }
            switch query.until {
            case .time(let milliseconds): filter.untilMilliseconds = milliseconds
            case .change(let id): filter.untilChangeID = id
            case nil: break
            }
            filter.actor = query.actor
            filter.operation = query.operation
            filter.batchID = query.batchID
            filter.beforeChangeID = query.beforeChangeID
            filter.limit = query.limit.map { $0 + 1 }
            var changes = try repository.changes(filter)
            guard let limit = query.limit, changes.count > limit else {
                return HistoryPage(changes: changes, nextBeforeChangeID: nil)
            }
            changes.removeLast(changes.count - limit)
            return HistoryPage(changes: changes, nextBeforeChangeID: changes.last?.id)
        }
    }

    /// The change with id `id`, or an `unknownChange` error.
    public func change(_ id: Int64) throws -> Change {
        guard let change = try repository.change(id: id) else {
            throw HistoryError.unknownChange(id: id, newest: try repository.latestChangeID())
        }
        return change
    }

    /// The batch with id `id` (one command's changes), or an `unknownBatch` error.
    public func batch(_ id: Int64) throws -> Batch {
        guard let batch = try repository.batch(id: id) else {
            throw HistoryError.unknownBatch(id: id)
        }
        return batch
    }

    /// Every change of the entity `kind` `name` (its current name, or a name it had), oldest
    /// first: change n made version n.
    public func versions(_ kind: EntityKind, _ name: String) throws -> [Change] {
        try catalog.read { try changes(ofEntity: try identity(kind, name)) }
    }

    /// The identity of the entity `kind` `name`: the current entity of that name, else the one
    /// that last had the name in the history.
    func identity(_ kind: EntityKind, _ name: String) throws -> Int64 {
        if let id = try EntityRepository(connection: catalog.connection).id(kind: kind, name: name) {
            return id
        }
        guard let id = try repository.entityID(kind: kind, name: name) else {
            throw HistoryError.notInHistory(kind: kind, name: name)
        }
        return id
    }

    /// Every change of the entity with identity `id`, oldest first.
    func changes(ofEntity id: Int64, upTo changeID: Int64? = nil) throws -> [Change] {
        var filter = HistoryFilter()
        filter.entityID = id
        filter.untilChangeID = changeID
        return try repository.changes(filter).reversed()
    }
}
