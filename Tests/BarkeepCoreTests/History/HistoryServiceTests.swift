import Testing

@testable import BarkeepCore

@Suite struct HistoryServiceTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    /// brand: #000 (v1) → #111 + description (v2) → renamed primary (v3); alias follows the rename.
    func makeBrandHistory() throws {
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.create(.palette, "alias", "light={brand}")
        fixture.actor = "bob"
        try fixture.set(.palette, "brand", "light=#111111", "description=Brand red.", message: "Darker")
        try fixture.rename(.palette, "brand", to: "primary")
    }

    @Test func listsNewestFirstWithFilters() throws {
        try makeBrandHistory()
        let all = try history.changes(HistoryQuery()).changes
        #expect(all.map(\.id) == [5, 4, 3, 2, 1])
        #expect(all.map(\.operation) == [.update, .rename, .update, .create, .create])
        #expect(try history.changes(HistoryQuery(actor: "bob")).changes.map(\.id) == [5, 4, 3])
        #expect(try history.changes(HistoryQuery(operation: .rename)).changes.map(\.id) == [4])
        let since = PointInTime.time(milliseconds: CatalogFixture.start + 3_000)
        #expect(try history.changes(HistoryQuery(since: since)).changes.map(\.id) == [5, 4, 3])
        #expect(try history.changes(HistoryQuery(until: since)).changes.map(\.id) == [3, 2, 1])
        #expect(
            try history.changes(HistoryQuery(since: .change(id: 2), until: .change(id: 4))).changes.map(\.id)
                == [4, 3, 2])
        #expect(try history.changes(HistoryQuery(kind: .palette)).changes.count == 5)
        #expect(try history.changes(HistoryQuery(kind: .sheet)).changes.isEmpty)
    }

    @Test func anEntitysHistoryFollowsItAcrossRenamesByEitherName() throws {
        try makeBrandHistory()
        for name in ["primary", "brand"] {
            let changes = try history.changes(HistoryQuery(kind: .palette, name: name)).changes
            #expect(changes.map(\.id) == [4, 3, 1])
            #expect(changes.map(\.version) == [3, 2, 1])
            #expect(changes.map(\.name) == ["primary", "brand", "brand"])
        }
        #expect(throws: HistoryError.notInHistory(kind: .palette, name: "nothing")) {
            try history.changes(HistoryQuery(kind: .palette, name: "nothing"))
        }
    }

    @Test func pagesFollowOneAnother() throws {
        try makeBrandHistory()
        let first = try history.changes(HistoryQuery(limit: 2))
        #expect(first.changes.map(\.id) == [5, 4])
        #expect(first.nextBeforeChangeID == 4)
        let second = try history.changes(HistoryQuery(limit: 2, beforeChangeID: 4))
        #expect(second.changes.map(\.id) == [3, 2])
        let last = try history.changes(HistoryQuery(limit: 2, beforeChangeID: 2))
        #expect(last.changes.map(\.id) == [1])
        #expect(last.nextBeforeChangeID == nil)
    }

    @Test func showsAnEntityAtAVersionOrAPointInTime() throws {
        try makeBrandHistory()
        #expect(
            try history.entity(.palette, "primary", version: 1).fields["light"]?.canonicalText == "#000000")
        let second = try history.entity(.palette, "primary", version: 2)
        #expect(second.name == "brand")
        #expect(second.description == "Brand red.")
        #expect(try history.entity(.palette, "brand", version: 3).name == "primary")
        #expect(throws: HistoryError.noSuchVersion(kind: .palette, name: "primary", version: 4, latest: 3)) {
            try history.entity(.palette, "primary", version: 4)
        }
        #expect(
            try history.entity(.palette, "brand", at: .change(id: 2)).fields["light"]?.canonicalText
                == "#000000")
        #expect(try history.entity(.palette, "primary", at: .change(id: 3)).name == "brand")
        let beforeRename = PointInTime.time(milliseconds: CatalogFixture.start + 3_999)
        #expect(
            try history.entity(.palette, "alias", at: beforeRename).fields["light"]?.canonicalText
                == "{brand}")
        #expect(
            try history.entity(.palette, "alias", at: .change(id: 5)).fields["light"]?.canonicalText
                == "{primary}")
        #expect(throws: HistoryError.didNotExist(kind: .palette, name: "alias", at: .change(id: 1))) {
            try history.entity(.palette, "alias", at: .change(id: 1))
        }
        let unknown = try #require(throws: HistoryError.self) {
            try history.entity(.palette, "alias", at: .change(id: 99))
        }
        #expect(unknown.description == "no change @99 in the history; the newest is @5")
    }

    @Test func aDeletedEntityShowsAsDeletedAtThatVersion() throws {
        try fixture.create(.sheet, "half", "detents=medium")
        try fixture.delete(.sheet, "half")
        let error = try #require(throws: HistoryError.self) { try history.entity(.sheet, "half", version: 2) }
        #expect(error.description == "version 2 of sheet 'half' is its deletion (@2); choose another version")
        #expect(try history.entity(.sheet, "half", version: 1).fields["detents"]?.canonicalText == "medium")
    }

    @Test func reconstructsTheCatalogAtAnyPoint() throws {
        try makeBrandHistory()
        let names = { (point: PointInTime) in
            try history.catalog(at: point).map { "\($0.name)=\($0.fields["light"]!.canonicalText)" }
        }
        #expect(try names(.change(id: 1)) == ["brand=#000000"])
        #expect(try names(.change(id: 3)) == ["alias={brand}", "brand=#111111"])
        #expect(try names(.change(id: 5)) == ["alias={primary}", "primary=#111111"])
        #expect(try names(.time(milliseconds: CatalogFixture.start)) == [])
        #expect(
            try names(.time(milliseconds: CatalogFixture.start + 2_500)) == [
                "alias={brand}", "brand=#000000",
            ])
        #expect(try history.catalog(at: .change(id: 5)) == fixture.catalog.entities())
    }

    @Test func diffsDefaultToThePreviousVersionAgainstTheLatest() throws {
        try makeBrandHistory()
        let latest = try history.diff(.palette, "primary")
        #expect((latest.fromVersion, latest.toVersion) == (2, 3))
        #expect(latest.diff.differences.map(\.path) == ["name"])
        let fromFirst = try history.diff(.palette, "brand", from: .version(1))
        #expect((fromFirst.fromVersion, fromFirst.toVersion, fromFirst.name) == (1, 3, "primary"))
        #expect(
            fromFirst.diff.differences == [
                FieldDifference(path: "name", old: "brand", new: "primary")!,
                FieldDifference(path: "description", old: nil, new: "Brand red.")!,
                FieldDifference(path: "light", old: "#000000", new: "#111111")!,
            ])
        let creation = try history.diff(.palette, "primary", from: .version(0), to: .version(1))
        #expect(creation.diff.differences.map(\.change) == [.added])
        let byPoint = try history.diff(
            .palette, "primary", from: .point(.change(id: 2)), to: .point(.change(id: 3)))
        #expect((byPoint.fromVersion, byPoint.toVersion) == (1, 2))
        #expect(throws: HistoryError.self) { try history.diff(.palette, "primary", from: .version(7)) }
    }

    @Test func everyPropertyKnowsTheChangeThatLastSetIt() throws {
        try makeBrandHistory()
        try fixture.unset(.palette, "primary", "description")
        let index = try history.lastChangeIDs()
        #expect(index.changeID(.palette, "primary", "light") == 3)
        #expect(index.changeID(.palette, "primary", "name") == 4)
        #expect(index.changeID(.palette, "primary", "description") == nil)
        #expect(index.changeID(.palette, "alias", "light") == 5)
        #expect(index.changeID(.palette, "brand", "light") == nil)
        let earlier = try history.lastChangeIDs(at: .change(id: 3))
        #expect(earlier.changeID(.palette, "brand", "description") == 3)
        #expect(earlier.changeID(.palette, "alias", "light") == 2)
        try fixture.delete(.palette, "alias")
        #expect(try history.lastChangeIDs().changeIDs.keys.contains { $0.name == "alias" } == false)
    }

    @Test func provenanceOfSomeEntitiesMatchesTheFullWalk() throws {
        try makeBrandHistory()
        try fixture.create(.appearance, "base", bar: .navigation, "standard.backgroundColor={alias}")
        try fixture.create(.appearance, "leaf", bar: .navigation, "parent=base", "standard.title.color=#FFF")
        try fixture.create(.palette, "unrelated", "light=#123")
        try fixture.set(.appearance, "base", "standard.title.size=17")
        let snapshot = try fixture.catalog.snapshot()
        let reachable = snapshot.reachable(from: .appearance, "leaf")
        #expect(
            Set(reachable.map { "\($0.kind.rawValue) \($0.name)" }) == [
                "appearance leaf", "appearance base", "palette alias", "palette primary",
            ])
        let full = try history.lastChangeIDs()
        let partial = try history.lastChangeIDs(of: reachable)
        let names = Set(reachable.map(\.name))
        #expect(partial.changeIDs == full.changeIDs.filter { names.contains($0.key.name) })
        #expect(partial.changeID(.appearance, "base", "standard.title.size") != nil)
        #expect(partial.changeID(.palette, "unrelated", "light") == nil)
    }
}
