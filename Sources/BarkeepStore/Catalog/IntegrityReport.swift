/// What SQLite and the history's own invariants say about a catalog file: each entry one problem,
/// in words, with SQLite's detail after it.
package struct IntegrityReport: Sendable {
    /// Problems SQLite's `integrity_check` found (empty when it says "ok").
    package var integrity: [String] = []
    /// Rows whose foreign keys point nowhere (`foreign_key_check`).
    package var foreignKeys: [String] = []
    /// Entities whose versions are not 1, 2, 3, … without gaps.
    package var versionGaps: [String] = []
    /// Changes whose versions are not in the order of their ids: a later version of an entity recorded
    /// with a smaller id than an earlier one (which only a rewritten history can hold).
    package var versionsOutOfOrder: [String] = []
    /// Changes recorded with an earlier time than the change before them.
    package var timesOutOfOrder: Int = 0

    /// Runs `integrity_check`, `foreign_key_check` and the history's version, order and time checks.
    package static func run(on connection: Connection) throws -> IntegrityReport {
        var report = IntegrityReport()
        report.integrity = try connection.rows("PRAGMA integrity_check").compactMap { $0.text(0) }
            .filter { $0 != "ok" }
        report.foreignKeys = try connection.rows("PRAGMA foreign_key_check").map { row in
            "table \(row.text(0) ?? "?") row \(row.integer(1).map(String.init) ?? "?") refers to a missing "
                + "row of \(row.text(2) ?? "?")"
        }
        report.versionGaps = try connection.rows(
            """
            SELECT entity_id, kind, max(name), count(*), min(version), max(version) FROM change
            GROUP BY entity_id HAVING min(version) <> 1 OR max(version) <> count(*)
            """
        ).map { row in
            "\(row.text(1) ?? "?") '\(row.text(2) ?? "?")' (identity \(row.integer(0) ?? 0)) has \(row.integer(3) ?? 0) "
                + "changes but versions \(row.integer(4) ?? 0) to \(row.integer(5) ?? 0)"
        }
        // Each change against its entity's next version, found through UNIQUE (entity_id, version).
        report.versionsOutOfOrder = try connection.rows(
            """
            SELECT earlier.kind, earlier.name, earlier.entity_id, earlier.id, earlier.version, later.id, later.version
            FROM change AS earlier
            JOIN change AS later ON later.entity_id = earlier.entity_id AND later.version = earlier.version + 1
            WHERE later.id < earlier.id
            ORDER BY earlier.id
            """
        ).map { row in
            "\(row.text(0) ?? "?") '\(row.text(1) ?? "?")' (identity \(row.integer(2) ?? 0)) has version "
                + "\(row.integer(6) ?? 0) in change @\(row.integer(5) ?? 0), before version \(row.integer(4) ?? 0) in "
                + "change @\(row.integer(3) ?? 0): versions must follow the order of change ids"
        }
        report.timesOutOfOrder = Int(
            try connection.firstRow(
                """
                SELECT count(*) FROM (
                    SELECT at_ms < max(at_ms) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
                        AS early
                    FROM change
                ) WHERE early
                """)?.integer(0) ?? 0)
        return report
    }
}
