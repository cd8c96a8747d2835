import BarkeepRecords
import BarkeepTestSupport
import Testing

@testable import BarkeepStore

@Suite struct EntityRepositoryTests: DatabaseSuite {
    let fixture: DatabaseFixture

    /// The record of the one entity `selection` picks, as a visit reads it back, or nil.
    func find(_ selection: EntitySelection) throws -> EntityRecord? {
        let records = try RecordCollector.records(selection, in: entities)
        #expect(records.count <= 1)
        return records.first
    }

    @Test func recordsRoundTripWithLiteralsReferencesAndLists() throws {
        try entities.insert(
            EntityRecord(
                kind: .palette, name: "brand",
                fields: [FieldRecord(path: "light", values: [.literal("#0A84FF")])]))
        try entities.insert(EntityRecord(kind: .sheet, name: "half"))
        try entities.insert(EntityRecord(kind: .sheet, name: "full"))
        try entities.insert(
            EntityRecord(
                kind: .appearance, name: "base", bar: "navigation", description: "Base bar",
                fields: [
                    FieldRecord(path: "standard.backgroundColor", values: [.reference(.palette, "brand")])
                ]))
        let theme = EntityRecord(
            kind: .theme, name: "main",
            fields: [
                FieldRecord(
                    path: "sheets", values: [.reference(.sheet, "full"), .reference(.sheet, "half")]),
                FieldRecord(path: "navigation", values: [.reference(.appearance, "base")]),
            ])
        let id = try entities.insert(theme)
        let stored = try #require(try find(.named(.theme, "main")))
        #expect(stored.id == id)
        #expect(stored.fields.map(\.path) == ["navigation", "sheets"])
        #expect(stored.fields[1].values == [.reference(.sheet, "full"), .reference(.sheet, "half")])
        #expect(try find(.identity(id)) == stored)
        let base = try #require(try find(.named(.appearance, "base")))
        #expect(base.bar == "navigation")
        #expect(base.description == "Base bar")
        #expect(
            base.fields == [
                FieldRecord(path: "standard.backgroundColor", values: [.reference(.palette, "brand")])
            ])
        let all = try RecordCollector.records(.all, in: entities)
        #expect(all.map(\.name) == ["brand", "half", "full", "base", "main"])
        #expect(all.last == stored)
        #expect(try RecordCollector.records(.kind(.sheet), in: entities).map(\.name) == ["half", "full"])
    }

    @Test func oneEntityIsReadWithItsParentOrNotAtAll() throws {
        try entities.insert(EntityRecord(kind: .layout, name: "base"))
        let id = try entities.insert(EntityRecord(kind: .layout, name: "tall", parent: "base"))
        #expect(try find(.named(.layout, "tall"))?.parent == "base")
        #expect(try find(.identity(id))?.name == "tall")
        #expect(try find(.named(.layout, "base"))?.parent == nil)
        #expect(try find(.named(.layout, "short")) == nil)
        #expect(try find(.named(.sheet, "tall")) == nil)
        #expect(try find(.identity(id + 1)) == nil)
    }

    @Test func renamesAreFollowedByReferences() throws {
        try entities.insert(
            EntityRecord(
                kind: .palette, name: "brand",
                fields: [FieldRecord(path: "light", values: [.literal("#000")])]))
        try entities.insert(
            EntityRecord(
                kind: .palette, name: "alias",
                fields: [FieldRecord(path: "light", values: [.reference(.palette, "brand")])]))
        var brand = try #require(try find(.named(.palette, "brand")))
        brand.name = "primary"
        try entities.update(brand)
        let alias = try #require(try find(.named(.palette, "alias")))
        #expect(alias.fields[0].values == [.reference(.palette, "primary")])
    }

    @Test func referencedEntitiesCannotBeDeletedAndReferrersAreListed() throws {
        try entities.insert(EntityRecord(kind: .layout, name: "base"))
        try entities.insert(EntityRecord(kind: .layout, name: "tall", parent: "base"))
        let baseID = try #require(try entities.id(kind: .layout, name: "base"))
        #expect(
            try entities.referrers(of: baseID) == [Referrer(kind: .layout, name: "tall", path: nil)])
        let error = try #require(throws: SQLiteError.self) { try entities.delete(id: baseID) }
        #expect(error.isConstraintViolation)
    }

    @Test func aParentOfAnotherKindOrBarIsRefusedByTheSchema() throws {
        try entities.insert(EntityRecord(kind: .appearance, name: "nav", bar: "navigation"))
        #expect(throws: SQLiteError.self) {
            try entities.insert(EntityRecord(kind: .appearance, name: "tabs", bar: "tab", parent: "nav"))
        }
        #expect(throws: StoreError.missingReference(kind: .layout, name: "nav")) {
            try entities.insert(EntityRecord(kind: .layout, name: "x", parent: "nav"))
        }
    }

    @Test func deletingAnEntityRemovesItsFields() throws {
        let id = try entities.insert(
            EntityRecord(
                kind: .palette, name: "brand",
                fields: [FieldRecord(path: "light", values: [.literal("#000")])]))
        try entities.delete(id: id)
        #expect(try connection.firstRow("SELECT count(*) FROM field")?.integer(0) == 0)
        #expect(try connection.rows("PRAGMA foreign_key_check").isEmpty)
    }

    @Test func idsAreNeverReused() throws {
        let first = try entities.insert(EntityRecord(kind: .sheet, name: "a"))
        try entities.delete(id: first)
        let second = try entities.insert(EntityRecord(kind: .sheet, name: "a"))
        #expect(second > first)
        var restored = EntityRecord(kind: .sheet, name: "b")
        restored.id = first
        #expect(try entities.insert(restored) == first)
    }

    @Test func fieldsBeyondOneInsertAreStoredInOrderWithOneStatementPerChunk() throws {
        try entities.insert(EntityRecord(kind: .sheet, name: "half"))
        // 2 × 32 + 6 rows: two full `INSERT`s of 32 rows and one of 6, literals and list references mixed.
        let literals = (0..<68).map { FieldRecord(path: "f\(100 + $0)", values: [.literal("v\($0)")]) }
        let list = FieldRecord(
            path: "sheets", values: [.reference(.sheet, "half"), .reference(.sheet, "half")])
        let record = EntityRecord(kind: .theme, name: "wide", fields: literals + [list])
        let before = connection.statementsRun
        let id = try entities.insert(record)
        // The entity's INSERT, the identity of `half` (looked up for each value) and three field INSERTs.
        #expect(connection.statementsRun - before == 1 + 2 + 3)
        let rows = try connection.rows(
            "SELECT entity_id, path, position, value, ref_id FROM field WHERE entity_id = ? ORDER BY rowid",
            [id])
        let halfID = try #require(try entities.id(kind: .sheet, name: "half"))
        let expected: [[SQLiteValue]] =
            (0..<68).map { [.integer(id), .text("f\(100 + $0)"), .integer(0), .text("v\($0)"), .null] }
            + [
                [.integer(id), .text("sheets"), .integer(0), .null, .integer(halfID)],
                [.integer(id), .text("sheets"), .integer(1), .null, .integer(halfID)],
            ]
        #expect(rows.map(\.values) == expected)
        #expect(try find(.named(.theme, "wide"))?.fields == record.fields)
    }
}
