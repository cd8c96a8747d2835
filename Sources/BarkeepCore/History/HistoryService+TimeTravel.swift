/// The catalog and its entities as they were: at a version, a time or right after a change.
extension HistoryService {
    /// The id of the newest change at `point`, or nil before the first change; a change id that was
    /// never recorded is an `unknownChange` error.
    public func changeID(at point: PointInTime) throws -> Int64? {
        switch point {
        case .change(let id): return try change(id).id
        case .time(let milliseconds): return try repository.latestChangeID(atOrBefore: milliseconds)
        }
    }

    /// The whole catalog as it was at `point`, sorted by kind and name: every entity's latest
    /// document at or before that change. Before the first change the catalog was empty.
    public func catalog(at point: PointInTime) throws -> [Entity] {
        try catalog.read { try documents(at: point).map { try $0.entity() } }
    }

    /// The entity `kind` `name` as it was at `point`: the entity that had the name then, else the
    /// entity now (or last) called so, under whatever name it had then.
    ///
    /// Reads only that entity's history, with index seeks: the newest change recorded under the
    /// name at that point names the only entity that can have had it then (a rename records the new
    /// name, a delete the old one), and a binary search over its versions finds the one in force.
    public func entity(_ kind: EntityKind, _ name: String, at point: PointInTime) throws -> Entity {
        try catalog.read {
            let changeID = try changeID(at: point) ?? 0
            if let candidate = try repository.latestChange(kind: kind, name: name, atChange: changeID),
                let document = try document(ofEntity: candidate.entityID, atChange: changeID),
                document.kind == kind, document.name == name
            {
                return try document.entity()
            }
            guard let document = try document(ofEntity: try identity(kind, name), atChange: changeID) else {
                throw HistoryError.didNotExist(kind: kind, name: name, at: point)
            }
            return try document.entity()
        }
    }

    /// The document of the entity `entityID` right after change `changeID`; nil when it did not
    /// exist then (not yet created, or deleted).
    func document(ofEntity entityID: Int64, atChange changeID: Int64) throws -> EntityDocument? {
        let version = try repository.version(ofEntity: entityID, atChange: changeID)
        guard version > 0, let change = try repository.change(ofEntity: entityID, version: version) else {
            return nil
        }
        return try change.afterDocument()
    }

    /// Version `version` of the entity `kind` `name`: its state after its `version`-th change.
    public func entity(_ kind: EntityKind, _ name: String, version: Int) throws -> Entity {
        try catalog.read {
            let changes = try changes(ofEntity: try identity(kind, name))
            return try document(ofVersion: version, in: changes, kind, name).entity()
        }
    }

    /// The document of version `version` among an entity's `changes`, or an error saying why
    /// there is none (no such version, or the entity was deleted then).
    func document(
        ofVersion version: Int, in changes: [Change], _ kind: EntityKind, _ name: String
    ) throws -> EntityDocument {
        guard version >= 1 else {
            throw HistoryError.noSuchVersion(kind: kind, name: name, version: version, latest: changes.count)
        }
        guard let document = try state(of: changes, kind, name, at: .version(version)).document else {
            throw HistoryError.deletedAtVersion(
                kind: kind, name: name, version: version, changeID: changes[version - 1].id)
        }
        return document
    }

    /// What differs between two states of the entity `kind` `name`; by default from the version
    /// before `to` (or before the latest) to `to` (or the latest).
    public func diff(
        _ kind: EntityKind, _ name: String, from: VersionSelector? = nil, to: VersionSelector? = nil
    ) throws -> EntityVersionDiff {
        try catalog.read {
            let changes = try changes(ofEntity: try identity(kind, name))
            let new = try state(of: changes, kind, name, at: to ?? .version(changes.count))
            let old = try state(of: changes, kind, name, at: from ?? .version(max(0, new.version - 1)))
            return EntityVersionDiff(
                kind: kind, name: changes.last?.name ?? name, fromVersion: old.version,
                toVersion: new.version,
                diff: EntityDiff(from: old.document, to: new.document))
        }
    }

    /// The document of every entity that existed at `point`, sorted by kind and name.
    func documents(at point: PointInTime) throws -> [EntityDocument] {
        guard let changeID = try changeID(at: point) else { return [] }
        return try repository.latestChangePerEntity(upTo: changeID)
            .compactMap { try $0.afterDocument() }
            .sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
    }

    /// The version number and document (nil: not existing) that `selector` picks from an
    /// entity's changes, oldest first.
    func state(
        of changes: [Change], _ kind: EntityKind, _ name: String, at selector: VersionSelector
    ) throws -> (version: Int, document: EntityDocument?) {
        let version: Int
        switch selector {
        case .version(let number):
            guard (0...changes.count).contains(number) else {
                throw HistoryError.noSuchVersion(
                    kind: kind, name: name, version: number, latest: changes.count)
            }
            version = number
        case .point(let point):
            let changeID = try changeID(at: point) ?? 0
            version = changes.count(where: { $0.id <= changeID })
        }
        return (version, version == 0 ? nil : try changes[version - 1].afterDocument())
    }
}
