import Testing

@testable import BarkeepCore

@Suite struct RevertTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    func light(_ name: String) throws -> String? {
        try fixture.catalog.entity(.palette, name).fields["light"]?.canonicalText
    }

    @Test func revertingARenameRenamesBackAndReferrersFollow() throws {
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.create(.palette, "alias", "light={brand}")
        try fixture.rename(.palette, "brand", to: "primary")
        let changes = try history.revert(change: 3, context: fixture.context())
        #expect(changes.map(\.operation) == [.revert, .update])
        #expect(changes.map(\.name) == ["brand", "alias"])
        #expect(try light("alias") == "{brand}")
        #expect(try fixture.catalog.entities().map(\.name) == ["alias", "brand"])
        #expect(changes[0].version == 3)
    }

    @Test func revertingADeleteRecreatesTheEntityUnderItsIdentity() throws {
        try fixture.create(.sheet, "half", "detents=medium,large", "description=Half height.")
        try fixture.set(.sheet, "half", "grabber=true")
        let deletion = try fixture.delete(.sheet, "half")[0]
        let changes = try history.revert(change: deletion.id, context: fixture.context())
        #expect(changes.map(\.operation) == [.revert])
        #expect(changes[0].entityID == deletion.entityID)
        #expect(changes[0].version == 4)
        let half = try fixture.catalog.entity(.sheet, "half")
        #expect(half.description == "Half height.")
        #expect(half.fields["grabber"]?.canonicalText == "visible")
        #expect(
            try history.versions(.sheet, "half").map(\.operation) == [.create, .update, .delete, .revert])
    }

    @Test func revertingACreateDeletesAndAnUpdateRestoresTheDocumentBefore() throws {
        try fixture.create(.palette, "a", "light=#000000")
        try fixture.set(.palette, "a", "dark=#FFFFFF", "description=Ink.")
        try history.revert(change: 2, context: fixture.context())
        let a = try fixture.catalog.entity(.palette, "a")
        #expect(a.description == nil)
        #expect(a.fields["dark"] == nil)
        try history.revert(change: 3, context: fixture.context())
        #expect(try fixture.catalog.entity(.palette, "a").description == "Ink.")
        try fixture.create(.palette, "b", "light=#000000")
        try history.revert(change: 5, context: fixture.context())
        #expect(try fixture.catalog.entities().map(\.name) == ["a"])
    }

    @Test func revertingSomethingChangedLaterIsRefusedNamingTheLaterChangeUnlessForced() throws {
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.set(.palette, "brand", "light=#111111")
        fixture.actor = "bob"
        try fixture.set(.palette, "brand", "light=#222222")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: 2, context: fixture.context())
        }
        #expect(
            error.description == "cannot revert @2: field 'light' of palette 'brand' was changed after it by "
                + "@3 (update by bob at 2026-11-29T10:15:03Z); revert that first, or use --force to override "
                + "that field"
        )
        #expect(try light("brand") == "#222222")
        #expect(try history.changes(HistoryQuery()).changes.count == 3)
        try history.revert(change: 2, force: true, context: fixture.context())
        #expect(try light("brand") == "#000000")
    }

    @Test func revertingTheCreationOfAnEntityDeletedSinceHasNothingToDo() throws {
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.set(.palette, "brand", "light=#111111")
        try fixture.rename(.palette, "brand", to: "primary")
        try fixture.delete(.palette, "primary")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: 1, context: fixture.context())
        }
        #expect(
            error.description == "nothing to revert: the catalog already matches the state before @1")
    }

    @Test func aLongConflictIsShortened() throws {
        try fixture.create(.palette, "brand", "light=#000000")
        for light in ["#111111", "#222222", "#333333", "#444444", "#555555"] {
            try fixture.set(.palette, "brand", "light=\(light)")
        }
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: 1, context: fixture.context())
        }
        #expect(
            error.description == "cannot revert @1: field 'light' of palette 'brand' was changed after it by "
                + "@2 (update by ann at 2026-11-29T10:15:02Z), @3 (update by ann at 2026-11-29T10:15:03Z), "
                + "@4 (update by ann at 2026-11-29T10:15:04Z) and 2 more; revert those first, newest first, or use "
                + "--force to override that field")
    }

    @Test func revertingARenameBatchPutsEveryEntityBack() throws {
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.create(.palette, "alias", "light={brand}")
        try fixture.create(.appearance, "bar", bar: .tab, "standard.backgroundColor={brand}")
        let before = try fixture.documents()
        let rename = try fixture.rename(.palette, "brand", to: "primary")
        #expect(rename.count == 3)
        let changes = try history.revert(batch: rename[0].batchID, context: fixture.context())
        #expect(try fixture.documents() == before)
        #expect(changes.map(\.operation) == [.revert, .update, .update])
        #expect(Set(changes.map(\.batchID)).count == 1)
    }

    @Test func revertingABatchOfCreatesDeletesReferrersFirst() throws {
        try fixture.create(.palette, "kept", "light=#000000")
        let batch = try fixture.createInOneBatch([
            (Entity(kind: .palette, name: "a"), ["light=#000000"]),
            (Entity(kind: .palette, name: "b"), ["light={a}"]),
            (Entity(kind: .appearance, name: "t", bar: .tab), ["standard.backgroundColor={b}"]),
        ])
        let changes = try history.revert(batch: batch[0].batchID, context: fixture.context())
        #expect(changes.map(\.name) == ["t", "b", "a"])
        #expect(changes.allSatisfy { $0.operation == .revert && $0.after == nil })
        #expect(try fixture.catalog.entities().map(\.name) == ["kept"])
    }

    @Test func aBatchRevertIsAllOrNothing() throws {
        let batch = try fixture.createInOneBatch([
            (Entity(kind: .palette, name: "a"), ["light=#000000"]),
            (Entity(kind: .palette, name: "b"), ["light=#FFFFFF"]),
        ])
        try fixture.set(.palette, "a", "dark=#111111")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(batch: batch[0].batchID, context: fixture.context())
        }
        #expect(
            error.description.hasPrefix(
                "cannot revert batch 1: field 'dark' of palette 'a' was changed after it by @3 (update"))
        #expect(try fixture.catalog.entities().count == 2)
        try fixture.create(.palette, "c", "light={b}")
        let referenced = try #require(throws: CatalogError.self) {
            try history.revert(batch: batch[0].batchID, force: true, context: fixture.context())
        }
        #expect(referenced.description.contains("palette 'b' is still referenced by palette c (light)"))
        #expect(try fixture.catalog.entities().count == 3)
        #expect(try history.changes(HistoryQuery()).changes.count == 4)
    }

    @Test func unknownChangesAndBatchesAreNamed() throws {
        #expect(throws: HistoryError.unknownChange(id: 1, newest: nil)) {
            try history.revert(change: 1, context: fixture.context())
        }
        #expect(throws: HistoryError.unknownBatch(id: 3)) {
            try history.revert(batch: 3, context: fixture.context())
        }
    }

    @Test func restoreUndeletesUnderTheSameIdentityOrRollsBack() throws {
        try fixture.create(.layout, "tall", "barHeight=70")
        try fixture.set(.layout, "tall", "barHeight=80", "description=Tall.")
        try fixture.rename(.layout, "tall", to: "taller")
        #expect(throws: HistoryError.stillExists(kind: .layout, name: "taller")) {
            try history.restore(.layout, "taller", context: fixture.context())
        }
        let rollback = try history.restore(.layout, "taller", version: 1, context: fixture.context())
        #expect(rollback.map(\.operation) == [.restore])
        let tall = try fixture.catalog.entity(.layout, "tall")
        #expect(tall.description == nil)
        #expect(tall.fields["barHeight"]?.canonicalText == "70")
        #expect(throws: HistoryError.alreadyAtVersion(kind: .layout, name: "tall", version: 1)) {
            try history.restore(.layout, "tall", version: 1, context: fixture.context())
        }
        try fixture.delete(.layout, "tall")
        let undelete = try history.restore(.layout, "tall", context: fixture.context())
        #expect(undelete[0].entityID == rollback[0].entityID)
        #expect(undelete[0].version == 6)
        #expect(try fixture.catalog.entity(.layout, "tall").fields["barHeight"]?.canonicalText == "70")
        #expect(throws: HistoryError.self) {
            try history.restore(.layout, "tall", version: 5, context: fixture.context())
        }
    }
}
