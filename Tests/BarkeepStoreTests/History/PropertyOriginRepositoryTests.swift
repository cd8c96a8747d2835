import BarkeepRecords
import BarkeepTestSupport
import Testing

@testable import BarkeepStore

/// `property_origin` as the trigger keeps it, change by change, from hand-written documents; and
/// the one-entity read is one index range.
@Suite struct PropertyOriginRepositoryTests: DatabaseSuite {
    let fixture: DatabaseFixture

    /// Appends a change of entity `entityID` from `before` to `after`; returns its id.
    @discardableResult
    func append(
        _ entityID: Int64, version: Int, _ operation: ChangeOperation, _ before: String?, _ after: String?
    ) throws -> Int64 {
        let batch = try history.insert(
            Batch(id: 0, atMilliseconds: 10, actor: "ann", message: nil, command: "t"))
        return try history.insert(
            Change(
                id: 0, batchID: batch, atMilliseconds: 10, actor: "ann", message: nil, entityID: entityID,
                kind: .palette, name: "brand", operation: operation, version: version, before: before,
                after: after))
    }

    @Test func eachChangeMovesTheOriginsOfWhatItSet() throws {
        let v1 = ##"{"fields":{"light":"#000000","dark":"#FFFFFF"},"kind":"palette","name":"brand"}"##
        let v2 =
            ##"{"description":"Ink.","fields":{"light":"#111111","dark":"#FFFFFF"},"kind":"palette","name":"brand"}"##
        let v3 = ##"{"description":"Ink.","fields":{"light":"#111111"},"kind":"palette","name":"ink"}"##
        let created = try append(1, version: 1, .create, nil, v1)
        #expect(
            try origins.origins(ofEntity: 1) == [
                "name": created, "light": created, "dark": created,
            ])
        let updated = try append(1, version: 2, .update, v1, v2)
        #expect(
            try origins.origins(ofEntity: 1) == [
                "name": created, "light": updated, "dark": created, "description": updated,
            ])
        let renamed = try append(1, version: 3, .rename, v2, v3)
        #expect(
            try origins.origins(ofEntity: 1) == [
                "name": renamed, "light": updated, "description": updated,
            ])
        try append(1, version: 4, .delete, v3, nil)
        #expect(try origins.origins(ofEntity: 1) == [:])
        let restored = try append(1, version: 5, .restore, nil, v3)
        #expect(
            try origins.origins(ofEntity: 1) == [
                "name": restored, "light": restored, "description": restored,
            ])
        #expect(try origins.disagreements() == [])
    }

    @Test func aDocumentThatIsNoEntityGivesNoOrigins() throws {
        try append(2, version: 1, .create, nil, #"{"v":1,"fields":[1,2],"name":null}"#)
        #expect(try origins.origins(ofEntity: 2) == [:])
        #expect(try origins.disagreements() == [])
    }

    @Test func aRowThatNamesAnotherEntitysChangeIsNotTrusted() throws {
        try append(1, version: 1, .create, nil, #"{"fields":{},"kind":"palette","name":"a"}"#)
        let other = try append(2, version: 1, .create, nil, #"{"fields":{},"kind":"palette","name":"b"}"#)
        try connection.execute("UPDATE property_origin SET change_id = ? WHERE entity_id = 1", [other])
        #expect(try origins.origins(ofEntity: 1) == nil)
        let every = try origins.originsOfEveryEntity()
        #expect(every.count == 2)
        #expect(every[1] == .some(nil))
        #expect(every[2] == .some(["name": other]))
        #expect(
            try origins.disagreements() == [PropertyOriginDisagreement(entityID: 1, kind: nil, name: nil)])
        #expect(try origins.isMaintained())
        try connection.execute("DROP TRIGGER property_origin_on_change")
        #expect(try origins.isMaintained() == false)
    }

    @Test func oneEntitysOriginsAreOneRangeOfThePrimaryKey() throws {
        let plan = try origins.queryPlan(of: PropertyOriginRepository.originsOfEntitySQL, [1])
        #expect(
            plan == [
                "SEARCH origin USING PRIMARY KEY (entity_id=?)",
                "SEARCH change USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN",
            ])
        #expect(
            try origins.queryPlan(of: PropertyOriginRepository.originsOfEveryEntitySQL, []) == [
                "SCAN origin", "SEARCH change USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN",
            ])
        // The trigger reads only the change just inserted.
        let setting = try origins.queryPlan(
            of: "SELECT entity_id, property, change_id FROM change_sets_property WHERE change_id = ?", [1])
        #expect(setting.filter { $0.hasPrefix("SEARCH change") || $0.hasPrefix("SCAN change") }.count == 2)
        #expect(setting.allSatisfy { !$0.hasPrefix("SCAN change") })
    }
}
