import Testing

@testable import BarkeepCore

/// `revert` applies the inverse of a change's own differences to the current state, like `git
/// revert`; it conflicts only on properties changed since, and `--force` overrides only those. Old
/// versions follow references by identity (issue 10, defects 2 and 3).
@Suite struct GitLikeRevertTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    func document(_ kind: EntityKind, _ name: String) throws -> EntityDocument {
        EntityDocument(try fixture.catalog.entity(kind, name))
    }

    @Test func aRevertKeepsLaterUnrelatedChanges() throws {
        try fixture.create(.palette, "brand", "light=#000000", "dark=#FFFFFF")
        let darker = try fixture.set(.palette, "brand", "light=#111111")[0]
        try fixture.rename(.palette, "brand", to: "primary")
        try fixture.set(.palette, "primary", "dark=#EEEEEE", "description=Ink.")
        let changes = try history.revert(change: darker.id, context: fixture.context())
        #expect(changes.map(\.operation) == [.revert])
        let primary = try document(.palette, "primary")
        #expect(primary.fields == ["light": "#000000", "dark": "#EEEEEE"])
        #expect(primary.description == "Ink.")
    }

    @Test func forceOverridesOnlyTheConflictingFields() throws {
        try fixture.create(.palette, "brand", "light=#000000", "dark=#FFFFFF")
        let reverted = try fixture.set(.palette, "brand", "light=#111111", "dark=#EEEEEE")[0]
        fixture.actor = "bob"
        try fixture.set(.palette, "brand", "light=#222222", "description=Ink.")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: reverted.id, context: fixture.context())
        }
        #expect(
            error.description == "cannot revert @2: field 'light' of palette 'brand' was changed after it by "
                + "@3 (update by bob at 2026-11-29T10:15:03Z); revert that first, or use --force to override "
                + "that field")
        #expect(try document(.palette, "brand").fields["dark"] == "#EEEEEE")
        try history.revert(change: reverted.id, force: true, context: fixture.context())
        let brand = try document(.palette, "brand")
        #expect(brand.fields == ["light": "#000000", "dark": "#FFFFFF"])
        #expect(brand.description == "Ink.")
    }

    @Test func aConflictNamesEveryConflictingFieldAndOnlyTheChangesThatTouchedThem() throws {
        try fixture.create(.palette, "brand", "light=#000000", "dark=#FFFFFF")
        let reverted = try fixture.set(.palette, "brand", "light=#111111", "dark=#EEEEEE")[0]
        try fixture.set(.palette, "brand", "description=Unrelated.")
        try fixture.set(.palette, "brand", "light=#222222")
        try fixture.set(.palette, "brand", "dark=#DDDDDD")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: reverted.id, context: fixture.context())
        }
        #expect(
            error.description
                == "cannot revert @2: fields 'dark' and 'light' of palette 'brand' were changed "
                + "after it by @4 (update by ann at 2026-11-29T10:15:04Z) and @5 (update by ann at "
                + "2026-11-29T10:15:05Z); revert those first, newest first, or use --force to override those fields"
        )
    }

    @Test func aBatchRevertFollowsTheSameRules() throws {
        let batch = try fixture.createInOneBatch([
            (Entity(kind: .palette, name: "a"), ["light=#000000"]),
            (Entity(kind: .palette, name: "b"), ["light=#FFFFFF"]),
        ])
        let update = try fixture.catalog.mutate(fixture.context()) { session in
            try session.update(.palette, "a") { try EntityEditor.applying(["light=#111111"], to: $0) }
            try session.update(.palette, "b") { try EntityEditor.applying(["light=#EEEEEE"], to: $0) }
            return session.changes
        }
        try fixture.set(.palette, "a", "description=Kept.")
        try history.revert(batch: update[0].batchID, context: fixture.context())
        #expect(try document(.palette, "a").fields["light"] == "#000000")
        #expect(try document(.palette, "a").description == "Kept.")
        #expect(try document(.palette, "b").fields["light"] == "#FFFFFF")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(batch: batch[0].batchID, context: fixture.context())
        }
        #expect(
            error.description.hasPrefix(
                "cannot revert batch 1: fields 'description' and 'light' of palette 'a'"))
    }

    @Test func anEntityDeletedSinceIsAConflictEvenWithForce() throws {
        try fixture.create(.palette, "a", "light=#000000")
        let reverted = try fixture.set(.palette, "a", "light=#111111")[0]
        try fixture.delete(.palette, "a")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: reverted.id, force: true, context: fixture.context())
        }
        #expect(
            error.description == "cannot revert @2: palette 'a' was deleted after it by @3 (delete by ann at "
                + "2026-11-29T10:15:03Z); restore it first with 'barkeep restore palette a'")
    }

    @Test func renamingBackOntoATakenNameIsAConflict() throws {
        try fixture.create(.palette, "a", "light=#000000")
        let rename = try fixture.rename(.palette, "a", to: "b")[0]
        try fixture.create(.palette, "a", "light=#FFFFFF")
        let error = try #require(throws: HistoryError.self) {
            try history.revert(change: rename.id, force: true, context: fixture.context())
        }
        #expect(
            error.description
                == "cannot revert @2: it gives back the name 'a', which another palette has now; "
                + "rename that one first")
    }

    @Test func revertingAnUpdateRestoresReferencesUnderTheirCurrentNames() throws {
        try fixture.create(.palette, "paper", "light=#FFFFFF")
        try fixture.create(.palette, "alias", "light={paper}")
        let reverted = try fixture.set(.palette, "alias", "light=#000000")[0]
        try fixture.rename(.palette, "paper", to: "sheet")
        try history.revert(change: reverted.id, context: fixture.context())
        #expect(try document(.palette, "alias").fields["light"] == "{sheet}")
    }

    @Test func restoringAnOldVersionFollowsARenamedReference() throws {
        try fixture.create(.palette, "paper", "light=#FFFFFF")
        try fixture.create(.appearance, "bar", bar: .navigation, "standard.backgroundColor={paper}")
        try fixture.set(.appearance, "bar", "standard.backgroundColor=#000000")
        try fixture.rename(.palette, "paper", to: "sheet")
        try history.restore(.appearance, "bar", version: 1, context: fixture.context())
        #expect(try document(.appearance, "bar").fields["standard.backgroundColor"] == "{sheet}")
        try fixture.delete(.appearance, "bar")
        try fixture.rename(.palette, "sheet", to: "card")
        try history.restore(.appearance, "bar", context: fixture.context())
        #expect(try document(.appearance, "bar").fields["standard.backgroundColor"] == "{card}")
    }

    @Test func revertingOneReferrerUpdateOfARenameBatchDoesNotLookForTheOldName() throws {
        try fixture.create(.palette, "paper", "light=#FFFFFF")
        try fixture.create(.palette, "alias", "light={paper}")
        let rename = try fixture.rename(.palette, "paper", to: "sheet")
        let referrerUpdate = try #require(rename.first { $0.name == "alias" })
        #expect(throws: HistoryError.nothingToRevert(reverting: referrerUpdate.reference)) {
            try history.revert(change: referrerUpdate.id, context: fixture.context())
        }
        #expect(try document(.palette, "alias").fields["light"] == "{sheet}")
        // Reverting the rename itself renames back; the referrer follows.
        try history.revert(change: rename[0].id, context: fixture.context())
        #expect(try document(.palette, "alias").fields["light"] == "{paper}")
    }
}
