import BarkeepRecords
import BarkeepTestSupport
import Testing

@testable import BarkeepStore

@Suite struct HistoryRepositoryTests: DatabaseSuite {
    let fixture: DatabaseFixture

    func appendChange(entityID: Int64 = 1, version: Int = 1, at: Int64 = 10) throws -> Int64 {
        let batch = try history.insert(
            Batch(id: 0, atMilliseconds: at, actor: "ann", message: nil, command: "test"))
        return try history.insert(
            Change(
                id: 0, batchID: batch, atMilliseconds: at, actor: "ann", message: nil, entityID: entityID,
                kind: .sheet,
                name: "half", operation: .create, version: version, before: nil, after: #"{"name":"half"}"#))
    }

    @Test func historyCannotBeUpdatedOrDeleted() throws {
        let id = try appendChange()
        for sql in [
            "UPDATE change SET actor = 'mallory'", "DELETE FROM change", "UPDATE batch SET actor = 'x'",
            "DELETE FROM batch",
        ] {
            let error = try #require(throws: SQLiteError.self) { try connection.execute(sql) }
            #expect(error.message == "history is append-only")
        }
        #expect(try history.change(id: id)?.actor == "ann")
    }

    @Test func insertOrReplaceCannotSilentlyDeleteHistory() throws {
        let id = try appendChange()
        let error = try #require(throws: SQLiteError.self) {
            try connection.execute(
                """
                INSERT OR REPLACE INTO change (id, batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
                VALUES (?, 1, 10, 'mallory', 1, 'sheet', 'half', 'create', 1, '{}')
                """, [id])
        }
        #expect(error.message.hasPrefix("history is append-only"))
        #expect(try history.change(id: id)?.actor == "ann")
    }

    @Test func documentsMustBeJSON() throws {
        let batch = try history.insert(
            Batch(id: 0, atMilliseconds: 0, actor: "a", message: nil, command: "t"))
        #expect(throws: SQLiteError.self) {
            try history.insert(
                Change(
                    id: 0, batchID: batch, atMilliseconds: 0, actor: "a", message: nil, entityID: 1,
                    kind: .sheet,
                    name: "x",
                    operation: .create, version: 1, before: nil, after: "not json"))
        }
    }

    @Test func entityAndTimeQueriesUseTheirIndexes() throws {
        var filter = HistoryFilter()
        filter.entityID = 1
        let byEntity = try history.queryPlan(filter).joined(separator: "\n")
        #expect(byEntity.contains("USING INDEX"), "plan: \(byEntity)")
        #expect(!byEntity.contains("SCAN change"), "plan: \(byEntity)")
        filter = HistoryFilter()
        filter.sinceMilliseconds = 5
        let bySince = try history.queryPlan(filter).joined(separator: "\n")
        #expect(bySince.contains("change_by_time"), "plan: \(bySince)")
    }

    @Test func historyListingsWalkAnIndexInOrderWithoutSorting() throws {
        for (entity, version) in [(1, 1), (2, 1), (1, 2)] {
            _ = try appendChange(entityID: Int64(entity), version: version)
        }
        var byEntity = HistoryFilter()  // `history <kind> <name>`, newest first, paged
        byEntity.entityID = 1
        byEntity.limit = 50
        byEntity.beforeChangeID = 100
        var bySince = HistoryFilter()  // `history --since <time> --until <time>`
        bySince.sinceMilliseconds = 5
        bySince.untilMilliseconds = 50
        bySince.limit = 50
        var bySinceChange = HistoryFilter()  // `history --since @42`
        bySinceChange.sinceChangeID = 2
        var byKind = HistoryFilter()  // `history <kind>`
        byKind.kind = .sheet
        let expectations = [
            (byEntity, "USING INDEX sqlite_autoindex_change_1 (entity_id=?)"),
            (bySince, "USING INDEX change_by_time (at_ms>? AND at_ms<?)"),
            (bySinceChange, "USING INTEGER PRIMARY KEY (rowid>?)"),
            (byKind, "USING INDEX change_by_entity_name (kind=?)"),
        ]
        for (filter, index) in expectations {
            let plan = try history.queryPlan(filter).joined(separator: "\n")
            #expect(plan.contains(index), "plan: \(plan)")
            #expect(!plan.contains("SCAN change"), "plan: \(plan)")
            if filter.kind == nil { #expect(!plan.contains("TEMP B-TREE"), "plan: \(plan)") }
        }
        #expect(try history.changes(byEntity).map(\.version) == [2, 1])
        #expect(try history.changes(bySinceChange).map(\.id) == [3, 2])
    }

    @Test func versionsCountPerEntity() throws {
        _ = try appendChange(entityID: 7, version: 1)
        _ = try appendChange(entityID: 7, version: 2)
        #expect(try history.latestVersion(entityID: 7) == 2)
        #expect(try history.latestVersion(entityID: 8) == 0)
        #expect(throws: SQLiteError.self) { _ = try appendChange(entityID: 7, version: 2) }
    }

    @Test func changesInsertedSeveralToAStatementAreTheRowsOfSingleInserts() throws {
        _ = try appendChange(entityID: 99)  // ids continue after existing rows
        let batch = try history.insert(
            Batch(id: 0, atMilliseconds: 20, actor: "ann", message: "m", command: "import"))
        // 2 × 32 + 6 rows: two full INSERTs and one of 6; creates, updates and deletes mixed.
        let changes = (0..<70).map { index in
            Change(
                id: 0, batchID: batch, atMilliseconds: 20, actor: "ann", message: index % 2 == 0 ? "m" : nil,
                entityID: Int64(index / 2), kind: .sheet, name: "s\(index / 2)",
                operation: index % 2 == 0 ? .create : .update, version: index % 2 + 1,
                before: index % 2 == 0 ? nil : #"{"name":"b"}"#, after: #"{"name":"a\#(index)"}"#)
        }
        let before = connection.statementsRun
        let ids = try history.insert(changes)
        #expect(connection.statementsRun - before == 3)
        #expect(ids == Array(2...71))
        for (change, id) in zip(changes, ids) {
            var expected = change
            expected.id = id
            #expect(try history.change(id: id) == expected)
        }

        // The same rows, one INSERT each, in another catalog: the tables are identical.
        let other = try CatalogDatabase.open(
            path: directory.file("other.sqlite"), create: true, nowMilliseconds: 0)
        let otherHistory = HistoryRepository(connection: other)
        _ = try otherHistory.insert(
            Batch(id: 0, atMilliseconds: 10, actor: "ann", message: nil, command: "test"))
        _ = try otherHistory.insert(
            Change(
                id: 0, batchID: 1, atMilliseconds: 10, actor: "ann", message: nil, entityID: 99, kind: .sheet,
                name: "half", operation: .create, version: 1, before: nil, after: #"{"name":"half"}"#))
        _ = try otherHistory.insert(
            Batch(id: 0, atMilliseconds: 20, actor: "ann", message: "m", command: "import"))
        for change in changes { try otherHistory.insert(change) }
        let table = "SELECT * FROM change ORDER BY id"
        #expect(try connection.rows(table) == (try other.rows(table)))
    }
}
