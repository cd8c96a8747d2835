import BarkeepRecords

/// Reads `property_origin` (migration 0004): for every property of every entity that exists, the
/// change that last set it, kept by a trigger on `change` in the transaction that records each
/// change. The history stays the record; this table is derived from it, so provenance of one
/// entity is one index range instead of a walk through its changes.
package struct PropertyOriginRepository {
    /// The connection the repository reads through.
    let connection: Connection

    /// Creates a repository over `connection`.
    package init(connection: Connection) {
        self.connection = connection
    }

    /// Whether the table, the trigger that keeps it true and the two views of its rule are all in
    /// the schema. Without the trigger (dropped outside Barkeep) the rows would fall behind the
    /// history, so none of them may be trusted. One small read of the schema table.
    package func isMaintained() throws -> Bool {
        try connection.firstRow(Self.maintainedSQL)?.integer(0) == 4
    }

    /// The query of `isMaintained()`.
    static let maintainedSQL = """
        SELECT count(*) FROM sqlite_schema
        WHERE (type = 'table' AND name = 'property_origin')
           OR (type = 'trigger' AND name = 'property_origin_on_change' AND tbl_name = 'change')
           OR (type = 'view' AND name IN ('change_sets_property', 'property_origin_from_history'))
        """

    /// The stored origins of the entity `entityID`, property → change id; nil when a row names a
    /// change that is not one of the entity's own (the table was changed outside Barkeep).
    /// One range of the table's primary key, and one rowid seek in `change` per row.
    package func origins(ofEntity entityID: Int64) throws -> [String: Int64]? {
        var origins: [String: Int64] = [:]
        for row in try connection.rows(Self.originsOfEntitySQL, [entityID]) {
            guard let property = row.text(0), let changeID = row.integer(1), row.integer(2) == 1 else {
                return nil
            }
            origins[property] = changeID
        }
        return origins
    }

    /// The query of `origins(ofEntity:)`: each row with whether its change belongs to the entity.
    static let originsOfEntitySQL = """
        SELECT origin.property, origin.change_id, change.entity_id IS origin.entity_id
        FROM property_origin AS origin
        LEFT JOIN change ON change.id = origin.change_id
        WHERE origin.entity_id = ?
        """

    /// The stored origins of every entity that has rows, by identity: property → change id, or nil
    /// for an entity with a row that names a change not its own. One pass over the table.
    package func originsOfEveryEntity() throws -> [Int64: [String: Int64]?] {
        var result: [Int64: [String: Int64]?] = [:]
        for row in try connection.rows(Self.originsOfEveryEntitySQL) {
            guard let entityID = row.integer(0) else { continue }
            guard let property = row.text(1), let changeID = row.integer(2), row.integer(3) == 1,
                case .some(var origins) = result[entityID, default: [:]]
            else {
                result[entityID] = .some(nil)
                continue
            }
            origins[property] = changeID
            result[entityID] = origins
        }
        return result
    }

    /// The query of `originsOfEveryEntity()`.
    static let originsOfEveryEntitySQL = """
        SELECT origin.entity_id, origin.property, origin.change_id, change.entity_id IS origin.entity_id
        FROM property_origin AS origin
        LEFT JOIN change ON change.id = origin.change_id
        """

    /// The entities whose rows differ from what the history gives by the table's own rule (the
    /// view `property_origin_from_history`, which also filled the table): a row missing, extra or
    /// naming another change. One query, which reads every change once: `barkeep check`'s cost.
    package func disagreements() throws -> [PropertyOriginDisagreement] {
        try connection.rows(Self.disagreementsSQL).map { row in
            PropertyOriginDisagreement(
                entityID: row.integer(0) ?? 0, kind: row.text(1).flatMap(EntityKind.init(rawValue:)),
                name: row.text(2))
        }
    }

    /// The query of `disagreements()`.
    static let disagreementsSQL = """
        WITH expected AS MATERIALIZED (
            SELECT entity_id, property, change_id FROM property_origin_from_history
        ),
        differing AS (
            SELECT entity_id FROM (
                SELECT entity_id, property, change_id FROM expected
                EXCEPT SELECT entity_id, property, change_id FROM property_origin)
            UNION
            SELECT entity_id FROM (
                SELECT entity_id, property, change_id FROM property_origin
                EXCEPT SELECT entity_id, property, change_id FROM expected)
        )
        SELECT differing.entity_id, entity.kind, entity.name
        FROM differing LEFT JOIN entity ON entity.id = differing.entity_id
        ORDER BY differing.entity_id
        """

    /// The query plan SQLite chooses for `sql` (for tests and tuning).
    func queryPlan(of sql: String, _ arguments: [any SQLiteBindable]) throws -> [String] {
        try connection.rows("EXPLAIN QUERY PLAN " + sql, arguments).compactMap { $0.text(3) }
    }
}
