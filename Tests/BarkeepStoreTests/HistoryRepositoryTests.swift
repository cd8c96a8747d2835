import BarkeepTestSupport
import Testing

@testable import BarkeepStore

@Suite struct HistoryRepositoryTests {
    let directory = TemporaryDirectory()
    let connection: Connection
    let history: HistoryRepository

    init() throws {
        connection = try CatalogDatabase.open(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
        history = HistoryRepository(connection: connection)
    }

    func appendChange(entityID: Int64 = 1, version: Int = 1, at: Int64 = 10) throws -> Int64 {
        let batch = try history.insert(BatchRecord(atMilliseconds: at, actor: "ann", message: nil, command: "test"))
        return try history.insert(
            ChangeRecord(
                batchID: batch, atMilliseconds: at, actor: "ann", message: nil, entityID: entityID, kind: .sheet,
                name: "half", operation: .create, version: version, before: nil, after: #"{"name":"half"}"#))
    }

    @Test func historyCannotBeUpdatedOrDeleted() throws {
        let id = try appendChange()
        for sql in ["UPDATE change SET actor = 'mallory'", "DELETE FROM change", "UPDATE batch SET actor = 'x'", "DELETE FROM batch"] {
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
                VALUES (?, 1, 0, 'mallory', 1, 'sheet', 'half', 'create', 1, '{}')
                """, [id])
        }
        #expect(error.message == "history is append-only")
        #expect(try history.change(id: id)?.actor == "ann")
    }

    @Test func documentsMustBeJSON() throws {
        let batch = try history.insert(BatchRecord(atMilliseconds: 0, actor: "a", message: nil, command: "t"))
        #expect(throws: SQLiteError.self) {
            try history.insert(
                ChangeRecord(
                    batchID: batch, atMilliseconds: 0, actor: "a", message: nil, entityID: 1, kind: .sheet, name: "x",
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

    @Test func versionsCountPerEntity() throws {
        _ = try appendChange(entityID: 7, version: 1)
        _ = try appendChange(entityID: 7, version: 2)
        #expect(try history.latestVersion(entityID: 7) == 2)
        #expect(try history.latestVersion(entityID: 8) == 0)
        #expect(throws: SQLiteError.self) { _ = try appendChange(entityID: 7, version: 2) }
    }
}
