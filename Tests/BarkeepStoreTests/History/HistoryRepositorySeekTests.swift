import BarkeepRecords
import BarkeepTestSupport
import Testing

@testable import BarkeepStore

/// The one-entity history reads of `--at` and provenance: index seeks, whatever the history's length.
@Suite struct HistoryRepositorySeekTests: DatabaseSuite {
    let fixture: DatabaseFixture

    /// Appends version `version` of entity `entityID` called `name`; returns the change id.
    @discardableResult
    func append(entityID: Int64, version: Int, name: String = "half", deleted: Bool = false) throws -> Int64 {
        let batch = try history.insert(
            Batch(id: 0, atMilliseconds: 10, actor: "ann", message: nil, command: "t"))
        return try history.insert(
            Change(
                id: 0, batchID: batch, atMilliseconds: 10, actor: "ann", message: nil, entityID: entityID,
                kind: .sheet,
                name: name, operation: deleted ? .delete : .update, version: version,
                before: version == 1 ? nil : #"{"v":\#(version - 1)}"#,
                after: deleted ? nil : #"{"v":\#(version)}"#))
    }

    @Test func theVersionInForceAtAChangeIsFoundByBinarySearch() throws {
        // Entity 1 gets versions at change ids 1, 3, 5, …; entity 2 at 2, 4, 6, ….
        var idsOfOne: [Int64] = []
        for version in 1...40 {
            idsOfOne.append(try append(entityID: 1, version: version))
            try append(entityID: 2, version: version)
        }
        #expect(try history.version(ofEntity: 1, atChange: 0) == 0)
        for (index, id) in idsOfOne.enumerated() {
            #expect(try history.version(ofEntity: 1, atChange: id) == index + 1)
            #expect(try history.version(ofEntity: 1, atChange: id + 1) == index + 1)
        }
        #expect(try history.version(ofEntity: 1, atChange: 10_000) == 40)
        #expect(try history.version(ofEntity: 3, atChange: 10_000) == 0)
        #expect(try history.change(ofEntity: 1, version: 7)?.id == idsOfOne[6])
        #expect(try history.change(ofEntity: 1, version: 41) == nil)
    }

    @Test func anEntitysChangesArePagedNewestFirst() throws {
        for version in 1...10 {
            try append(entityID: 1, version: version)
            try append(entityID: 2, version: version)
        }
        let first = try history.changes(ofEntity: 1, beforeVersion: nil, limit: 4)
        #expect(first.map(\.version) == [10, 9, 8, 7])
        let second = try history.changes(ofEntity: 1, beforeVersion: first.last?.version, limit: 4)
        #expect(second.map(\.version) == [6, 5, 4, 3])
        #expect(try history.changes(ofEntity: 1, beforeVersion: 3, limit: 4).map(\.version) == [2, 1])
        #expect(second.allSatisfy { $0.entityID == 1 })
    }

    @Test func theLatestChangeUnderANameAtAChangeIsTheNewestOneUpToIt() throws {
        try append(entityID: 1, version: 1, name: "half")
        let renamed = try append(entityID: 1, version: 2, name: "full")
        let recreated = try append(entityID: 2, version: 1, name: "half")
        #expect(try history.latestChange(kind: .sheet, name: "half", atChange: renamed)?.entityID == 1)
        #expect(try history.latestChange(kind: .sheet, name: "half", atChange: recreated)?.entityID == 2)
        #expect(try history.latestChange(kind: .sheet, name: "full", atChange: 1) == nil)
    }

    @Test func oneEntitysReadsSeekTheirIndexesWithoutSorting() throws {
        let expectations = [
            (
                HistoryRepository.changesOfEntitySQL, [1, 5, 8] as [any SQLiteBindable],
                "USING INDEX sqlite_autoindex_change_1 (entity_id=? AND version<?)"
            ),
            (
                HistoryRepository.latestChangeByNameSQL, ["sheet", "half", 5] as [any SQLiteBindable],
                "USING INDEX change_by_entity_name (kind=? AND name=? AND id<?)"
            ),
            (
                "SELECT id FROM change WHERE entity_id = ? AND version = ?", [1, 5] as [any SQLiteBindable],
                "INDEX sqlite_autoindex_change_1 (entity_id=? AND version=?)"
            ),
        ]
        for (sql, arguments, index) in expectations {
            let plan = try history.queryPlan(of: sql, arguments).joined(separator: "\n")
            #expect(plan.contains(index), "plan: \(plan)")
            #expect(!plan.contains("SCAN change"), "plan: \(plan)")
            #expect(!plan.contains("TEMP B-TREE"), "plan: \(plan)")
        }
    }
}
