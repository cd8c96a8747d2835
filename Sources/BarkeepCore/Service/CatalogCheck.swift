internal import BarkeepStore

/// What `barkeep check` found: SQLite's own integrity and foreign-key checks, and Barkeep's
/// invariants (every entity equals its latest history document; versions are contiguous).
public struct CatalogCheck: Sendable {
    /// Problems that mean the catalog is damaged or was changed outside Barkeep.
    public var problems: [String]
    /// Findings that are not damage (change times out of order, recorded before migration 0003).
    public var notes: [String]
    /// How many entities were compared with their history.
    public var entityCount: Int

    /// Whether nothing is wrong.
    public var isClean: Bool { problems.isEmpty }

    /// What is wrong with the stored provenance (`property_origin`, derived from the history): the
    /// table, its trigger or the views of its rule missing, or entities whose rows differ from what
    /// the history gives (every change read once, like the integrity check).
    private static func provenanceProblems(_ connection: Connection) throws -> [String] {
        let origins = PropertyOriginRepository(connection: connection)
        guard try origins.isMaintained() else {
            return [
                "provenance: the property_origin table, its trigger or its views are missing "
                    + "(resolve --explain reads the history instead)"
            ]
        }
        return try origins.disagreements().map { disagreement in
            let label =
                if let kind = disagreement.kind, let name = disagreement.name {
                    "\(kind.rawValue) '\(name)'"
                } else {
                    "identity \(disagreement.entityID), which no longer exists,"
                }
            return "provenance: \(label) has stored origins (property_origin) that differ from its history"
        }
    }

    /// Every stored entity, sorted by kind and name, with its identity and the entity or the error of
    /// reading it: one that cannot be read is reported, and the others are checked all the same.
    private static func storedEntities(_ connection: Connection) throws -> [(
        id: Int64, kind: EntityKind, name: String, entity: Result<Entity, any Error>
    )] {
        var loader = EntityLoader(keepsFailures: true)
        try EntityRepository(connection: connection).visitEntities(.all, &loader)
        let read = zip(loader.identities, loader.entities).map { id, entity in
            (id: id, kind: entity.kind, name: entity.name, entity: Result<Entity, any Error>.success(entity))
        }
        let unread = loader.failures.map { failure in
            (
                id: failure.id, kind: failure.kind, name: failure.name,
                entity: Result<Entity, any Error>.failure(failure.error)
            )
        }
        return (read + unread).sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
    }

    /// Checks `catalog`.
    static func run(on catalog: Catalog) throws -> CatalogCheck {
        let connection = catalog.connection
        let report = try IntegrityReport.run(on: connection)
        var problems = report.integrity.map { "SQLite integrity check: \($0)" }
        problems += report.foreignKeys.map { "foreign key: \($0)" }
        problems += report.versionGaps.map { "history: \($0)" }
        problems += report.versionsOutOfOrder.map { "history: \($0)" }
        var notes: [String] = []
        if report.timesOutOfOrder > 0 {
            notes.append(
                "\(report.timesOutOfOrder) change(s) carry an earlier time than the change before them "
                    + "(recorded by racing writers before this Barkeep); time queries read them in change order"
            )
        }
        var count = 0
        if report.integrity.isEmpty {
            let history = HistoryRepository(connection: connection)
            var live = Set<Int64>()
            for stored in try storedEntities(connection) {
                count += 1
                live.insert(stored.id)
                let label = "\(stored.kind.rawValue) '\(stored.name)'"
                var filter = HistoryFilter()
                filter.entityID = stored.id
                filter.limit = 1
                guard let latest = try history.changes(filter).first else {
                    problems.append("history: \(label) has no history")
                    continue
                }
                let current: EntityDocument
                switch stored.entity {
                case .success(let entity): current = EntityDocument(entity)
                case .failure(let error):
                    problems.append("catalog: \(label) cannot be read (\(error))")
                    continue
                }
                guard let json = latest.after, let recorded = try? EntityDocument.decode(json) else {
                    problems.append(
                        "history: \(label) exists, but its latest change @\(latest.id) says otherwise")
                    continue
                }
                if recorded != current {
                    problems.append(
                        "history: \(label) differs from its latest history document (@\(latest.id))")
                }
            }
            for change in try history.latestChangePerEntity(upTo: Int64.max)
            where change.after != nil && !live.contains(change.entityID) {
                problems.append(
                    "history: \(change.kind.rawValue) '\(change.name)' is missing, but its latest change "
                        + "\(change.reference) says it exists")
            }
            problems += try provenanceProblems(connection)
        }
        return CatalogCheck(problems: problems, notes: notes, entityCount: count)
    }
}
