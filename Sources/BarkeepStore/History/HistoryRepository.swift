import BarkeepRecords

/// Appends to and queries the append-only `batch` and `change` tables.
package struct HistoryRepository {
    /// The connection the repository reads and writes through.
    let connection: Connection

    /// Creates a repository over `connection`.
    package init(connection: Connection) {
        self.connection = connection
    }

    private static let selectChanges = """
        SELECT id, batch_id, at_ms, actor, message, entity_id, kind, name, operation, version, before, after
        FROM change
        """

    /// Every name an entity of `kind` has had in the history, sorted (the index on kind and name
    /// answers it).
    package func names(kind: EntityKind) throws -> [String] {
        try connection.rows("SELECT DISTINCT name FROM change WHERE kind = ? ORDER BY name", [kind.rawValue])
            .compactMap { $0.text(0) }
    }

    /// Stores `batch` under a new id, which it returns (the batch's own `id` is not read).
    package func insert(_ batch: Batch) throws -> Int64 {
        try connection.execute(
            "INSERT INTO batch (at_ms, actor, message, command) VALUES (?, ?, ?, ?)",
            [batch.atMilliseconds, batch.actor, batch.message, batch.command])
        return connection.lastInsertedRowID
    }

    /// Appends `change` under a new id, which it returns (the change's own `id` is not read).
    @discardableResult
    package func insert(_ change: Change) throws -> Int64 {
        try connection.execute(
            """
            INSERT INTO change (batch_id, at_ms, actor, message, entity_id, kind, name, operation, version,
                                before, after)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                change.batchID, change.atMilliseconds, change.actor, change.message, change.entityID,
                change.kind.rawValue, change.name, change.operation.rawValue, change.version,
                change.before, change.after,
            ])
        return connection.lastInsertedRowID
    }

    /// Appends `changes` in order, up to ``changeRowsPerInsert`` rows per `INSERT`, under new ids, which
    /// it returns (the changes' own `id`s are not read).
    ///
    /// One statement for many rows: SQLite builds the lookup tables of the table's `CHECK (… IN (…))`
    /// constraints once per statement run, not per row. The rows of one statement take consecutive ids
    /// (`AUTOINCREMENT` numbers each row after the largest id ever used, and this transaction is the
    /// only writer), so the ids are counted back from the last one.
    package func insert(_ changes: [Change]) throws -> [Int64] {
        var ids: [Int64] = []
        ids.reserveCapacity(changes.count)
        var start = changes.startIndex
        while start < changes.endIndex {
            let chunk = changes[start..<min(start + Self.changeRowsPerInsert, changes.endIndex)]
            var arguments: [any SQLiteBindable] = []
            arguments.reserveCapacity(chunk.count * 11)
            for change in chunk {
                arguments += [
                    change.batchID, change.atMilliseconds, change.actor, change.message, change.entityID,
                    change.kind.rawValue, change.name, change.operation.rawValue, change.version,
                    change.before, change.after,
                ]
            }
            try connection.execute(Self.insertChangeRows[chunk.count], arguments)
            let last = connection.lastInsertedRowID
            ids += (0..<Int64(chunk.count)).reversed().map { last - $0 }
            start = chunk.endIndex
        }
        return ids
    }

    /// The most change rows one `INSERT` writes (11 parameters each, far below SQLite's limit).
    package static let changeRowsPerInsert = 32

    /// The `INSERT` of n change rows, by n (index 0 unused).
    private static let insertChangeRows: [String] = (0...changeRowsPerInsert).map { rows in
        """
        INSERT INTO change (batch_id, at_ms, actor, message, entity_id, kind, name, operation, version,
                            before, after)
        VALUES
        """ + " "
            + Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
    }

    /// The number of changes recorded for the entity `entityID` so far (its current version).
    package func latestVersion(entityID: Int64) throws -> Int {
        Int(
            try connection.firstRow("SELECT max(version) FROM change WHERE entity_id = ?", [entityID])?
                .integer(0) ?? 0)
    }

    /// The change of entity `entityID` that made version `version`, if there is one: one seek in
    /// the `UNIQUE (entity_id, version)` index.
    package func change(ofEntity entityID: Int64, version: Int) throws -> Change? {
        try connection.firstRow(
            Self.selectChanges + " WHERE entity_id = ? AND version = ?", [entityID, version]
        )
        .map(Self.record)
    }

    /// The version of entity `entityID` in force right after change `changeID`: the number of its
    /// changes with ids up to `changeID` (0: it had none yet).
    ///
    /// An entity's change ids grow with its versions, so this is a binary search over versions,
    /// each probe one seek in the `UNIQUE (entity_id, version)` index: about twenty seeks for an
    /// entity with a million versions, however long the whole history is.
    package func version(ofEntity entityID: Int64, atChange changeID: Int64) throws -> Int {
        var low = 0  // a version whose change id is at most `changeID` (0: before the first)
        var high = try latestVersion(entityID: entityID)  // no version above it qualifies
        while low < high {
            let middle = (low + high + 1) / 2
            let id =
                try connection.firstRow(
                    "SELECT id FROM change WHERE entity_id = ? AND version = ?", [entityID, middle])?
                .integer(0) ?? Int64.max
            if id <= changeID { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Up to `limit` changes of entity `entityID` made before version `beforeVersion` (all when
    /// nil), newest first: a range of the `UNIQUE (entity_id, version)` index, read page by page
    /// by provenance, which stops once it has found what it needs.
    package func changes(ofEntity entityID: Int64, beforeVersion: Int?, limit: Int) throws -> [Change] {
        try connection.rows(Self.changesOfEntitySQL, [entityID, beforeVersion ?? Int.max, limit]).map(
            Self.record)
    }

    /// The query of `changes(ofEntity:beforeVersion:limit:)`.
    static let changesOfEntitySQL =
        selectChanges + " WHERE entity_id = ? AND version < ? ORDER BY version DESC LIMIT ?"

    /// The newest change recorded under `kind` and `name` at or before change `changeID`: the
    /// entity that had that name then, if any did (a rename records the new name, a delete the
    /// old one). One seek in `change_by_entity_name`.
    package func latestChange(kind: EntityKind, name: String, atChange changeID: Int64) throws -> Change? {
        try connection.firstRow(Self.latestChangeByNameSQL, [kind.rawValue, name, changeID]).map(Self.record)
    }

    /// The query of `latestChange(kind:name:atChange:)`.
    static let latestChangeByNameSQL =
        selectChanges + " WHERE kind = ? AND name = ? AND id <= ? ORDER BY id DESC LIMIT 1"

    /// The query plan SQLite chooses for `sql` (for tests and tuning).
    func queryPlan(of sql: String, _ arguments: [any SQLiteBindable]) throws -> [String] {
        try connection.rows("EXPLAIN QUERY PLAN " + sql, arguments).compactMap { $0.text(3) }
    }

    /// The identity last recorded under `kind` and `name` (it may since have been renamed or deleted).
    package func entityID(kind: EntityKind, name: String) throws -> Int64? {
        try connection.firstRow(
            "SELECT entity_id FROM change WHERE kind = ? AND name = ? ORDER BY id DESC LIMIT 1",
            [kind.rawValue, name]
        )?.integer(0)
    }

    /// The identity that had the name `name` among entities of `kind` right after change
    /// `changeID`, if one did: names in history documents are the names of that time.
    package func entityID(kind: EntityKind, name: String, asOf changeID: Int64) throws -> Int64? {
        try connection.firstRow(
            """
            SELECT candidate.entity_id FROM change AS candidate
            WHERE candidate.kind = ?1 AND candidate.name = ?2 AND candidate.id <= ?3
              AND candidate.after IS NOT NULL
              AND candidate.id = (SELECT max(id) FROM change WHERE entity_id = candidate.entity_id AND id <= ?3)
            ORDER BY candidate.id DESC LIMIT 1
            """, [kind.rawValue, name, changeID]
        )?.integer(0)
    }

    /// The first and last change ids of batch `batchID`, or nil for a batch without changes.
    package func changeRange(ofBatch batchID: Int64) throws -> ClosedRange<Int64>? {
        guard
            let row = try connection.firstRow(
                "SELECT min(id), max(id) FROM change WHERE batch_id = ?", [batchID]),
            let first = row.integer(0), let last = row.integer(1)
        else { return nil }
        return first...last
    }

    /// The change with id `id`, if any.
    package func change(id: Int64) throws -> Change? {
        try connection.firstRow(Self.selectChanges + " WHERE id = ?", [id]).map(Self.record)
    }

    /// The batch with id `id`, if any.
    package func batch(id: Int64) throws -> Batch? {
        try connection.firstRow("SELECT id, at_ms, actor, message, command FROM batch WHERE id = ?", [id])
            .map {
                Batch(
                    id: $0.integer(0)!, atMilliseconds: $0.integer(1)!, actor: $0.text(2)!,
                    message: $0.text(3),
                    command: $0.text(4)!)
            }
    }

    /// The newest recorded change time, or nil for an empty history; times never decrease with
    /// change ids, so this is also the time of the newest change.
    package func latestChangeTime() throws -> Int64? {
        try connection.firstRow("SELECT max(at_ms) FROM change")?.integer(0)
    }

    /// The id of the newest change, or nil for an empty history.
    package func latestChangeID() throws -> Int64? {
        try connection.firstRow("SELECT max(id) FROM change")?.integer(0)
    }

    /// The id of the newest change of the longest run of changes, by id, all made at or before
    /// `milliseconds`, or nil if the first change was later.
    ///
    /// Since migration 0003 times never decrease with ids, and this is simply the newest change
    /// made at or before the time; in a catalog recorded earlier by writers that raced for the
    /// lock, a change stamped earlier than one before it cannot pull that one in.
    package func latestChangeID(atOrBefore milliseconds: Int64) throws -> Int64? {
        try connection.firstRow(
            """
            SELECT max(id) FROM change
            WHERE id < coalesce((SELECT min(id) FROM change WHERE at_ms > ?1), 9223372036854775807)
            """, [milliseconds]
        )?.integer(0)
    }

    /// The changes matching `filter`, newest first.
    package func changes(_ filter: HistoryFilter) throws -> [Change] {
        let (sql, arguments) = Self.query(for: filter)
        return try connection.rows(sql, arguments).map(Self.record)
    }

    /// The query plan SQLite chooses for the history query of `filter` (for tests and tuning).
    package func queryPlan(_ filter: HistoryFilter) throws -> [String] {
        let (sql, arguments) = Self.query(for: filter)
        return try connection.rows("EXPLAIN QUERY PLAN " + sql, arguments).compactMap { $0.text(3) }
    }

    /// The SQL and arguments of the history query for `filter`.
    private static func query(for filter: HistoryFilter) -> (String, [any SQLiteBindable]) {
        var conditions: [String] = []
        var arguments: [any SQLiteBindable] = []
        func add(_ condition: String, _ value: (any SQLiteBindable)?) {
            guard let value else { return }
            conditions.append(condition)
            arguments.append(value)
        }
        add("entity_id = ?", filter.entityID)
        add("kind = ?", filter.kind?.rawValue)
        add("at_ms >= ?", filter.sinceMilliseconds)
        add("at_ms <= ?", filter.untilMilliseconds)
        add("id <= ?", filter.untilChangeID)
        add("id >= ?", filter.sinceChangeID)
        add("id < ?", filter.beforeChangeID)
        add("actor = ?", filter.actor)
        add("operation = ?", filter.operation?.rawValue)
        add("batch_id = ?", filter.batchID)
        var sql = selectChanges
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        // Change ids grow with time, so newest-first by time is newest-first by id; ordering a time
        // range by `at_ms` lets SQLite walk `change_by_time` instead of scanning every change. One
        // entity's versions grow with its change ids, so ordering them by version walks the
        // `UNIQUE (entity_id, version)` index without sorting.
        let byTime = filter.sinceMilliseconds != nil || filter.untilMilliseconds != nil
        if filter.entityID != nil {
            sql += " ORDER BY version DESC"
        } else {
            sql += byTime ? " ORDER BY at_ms DESC, id DESC" : " ORDER BY id DESC"
        }
        if let limit = filter.limit {
            sql += " LIMIT ?"
            arguments.append(limit)
        }
        return (sql, arguments)
    }

    /// For every entity that ever existed, its newest change at or before change `changeID`.
    ///
    /// The catalog as of that change is the `after` documents of these changes (nil: deleted).
    package func latestChangePerEntity(upTo changeID: Int64) throws -> [Change] {
        try connection.rows(
            Self.selectChanges + """
                 WHERE id IN (SELECT max(id) FROM change WHERE id <= ? GROUP BY entity_id)
                ORDER BY id
                """, [changeID]
        ).map(Self.record)
    }

    /// The change a row of `selectChanges` holds.
    private static func record(_ row: Row) -> Change {
        Change(
            id: row.integer(0)!, batchID: row.integer(1)!, atMilliseconds: row.integer(2)!,
            actor: row.text(3)!,
            message: row.text(4), entityID: row.integer(5)!, kind: EntityKind(rawValue: row.text(6)!)!,
            name: row.text(7)!, operation: ChangeOperation(rawValue: row.text(8)!)!,
            version: Int(row.integer(9)!), before: row.text(10), after: row.text(11))
    }
}
