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
            for record in try EntityRepository(connection: connection).all() {
                count += 1
                guard let id = record.id else { continue }
                live.insert(id)
                let label = "\(record.kind.rawValue) '\(record.name)'"
                var filter = HistoryFilter()
                filter.entityID = id
                filter.limit = 1
                guard let latest = try history.changes(filter).first else {
                    problems.append("history: \(label) has no history")
                    continue
                }
                let current: EntityDocument
                do {
                    current = EntityDocument(try Entity(record: record))
                } catch {
                    problems.append("catalog: \(label) cannot be read (\(error))")
                    continue
                }
                guard let json = latest.after, let recorded = try? EntityDocument.decode(json) else {
                    problems.append(
                        "history: \(label) exists, but its latest change @\(latest.id ?? 0) says otherwise")
                    continue
                }
                if recorded != current {
                    problems.append(
                        "history: \(label) differs from its latest history document (@\(latest.id ?? 0))")
                }
            }
            for record in try history.latestChangePerEntity(upTo: Int64.max)
            where record.after != nil && !live.contains(record.entityID) {
                problems.append(
                    "history: \(record.kind.rawValue) '\(record.name)' is missing, but its latest change "
                        + "@\(record.id ?? 0) says it exists")
            }
            problems += try provenanceProblems(connection)
        }
        return CatalogCheck(problems: problems, notes: notes, entityCount: count)
    }
}
