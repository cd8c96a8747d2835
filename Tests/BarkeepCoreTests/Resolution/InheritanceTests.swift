import Testing

@testable import BarkeepCore

/// Rule 1 (inheritance) and the parent-chain errors of rule 5.
@Suite struct InheritanceTests {
    @Test func ownValueWinsThenTheNearestAncestor() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance(
                "grand", ["standard.title.color": "#111111", "standard.backgroundColor": "#222222"]),
            try Fixture.appearance("parent", parent: "grand", ["standard.title.color": "#333333"]),
            try Fixture.appearance("leaf", parent: "parent", ["standard.shadowColor": "#444444"]),
        ])
        let leaf = try resolver.resolve(.appearance, "leaf")
        #expect(leaf.value("standard.title.color")?.color?.color?.light == Fixture.rgba("#333333"))
        #expect(leaf.field("standard.title.color")?.provenance.source?.entity == "parent")
        #expect(leaf.value("standard.backgroundColor")?.color?.color?.light == Fixture.rgba("#222222"))
        #expect(leaf.field("standard.backgroundColor")?.provenance.source?.entity == "grand")
        #expect(leaf.field("standard.shadowColor")?.provenance.source?.entity == "leaf")
        let grand = try resolver.resolve(.appearance, "grand")
        #expect(grand.value("standard.title.color")?.color?.color?.light == Fixture.rgba("#111111"))
    }

    @Test func aSixtyFourDeepChainResolvesEveryLevel() throws {
        var entities = [try Fixture.appearance("level0", ["standard.backgroundColor": "#010203"])]
        for level in 1..<64 {
            let fields: KeyValuePairs<String, String> =
                level == 32 ? ["standard.title.color": "#FFFFFF"] : [:]
            entities.append(try Fixture.appearance("level\(level)", parent: "level\(level - 1)", fields))
        }
        let resolver = Fixture.resolver(entities)
        let deepest = try resolver.resolve(.appearance, "level63")
        #expect(deepest.field("standard.backgroundColor")?.provenance.source?.entity == "level0")
        #expect(deepest.field("standard.title.color")?.provenance.source?.entity == "level32")
        #expect(try resolver.resolve(.appearance, "level31").value("standard.title.color") == .uikitDefault)
        #expect(try resolver.entities().collect().count == 64)
    }

    /// A chain far deeper than the memo holds, walked in name order (`d1000` comes right after `d100`,
    /// far from its parent): checkpoints keep each walk short, where starting the memo over sent walks
    /// back towards the root (a 100k-deep chain took minutes to lint). A small memo shows it on a chain
    /// of a few thousand; the bound is on the overlays made, and every level keeps its own values.
    @Test func aChainDeeperThanTheMemoIsWalkedABoundedWayPerEntity() throws {
        let depth = 6_000
        var entities = [try Fixture.appearance("d0", ["standard.backgroundColor": "#010203"])]
        for level in 1..<depth {
            let fields: KeyValuePairs<String, String> =
                level.isMultiple(of: 1000) ? ["standard.title.size": "\(10 + level / 1000)"] : [:]
            entities.append(try Fixture.appearance("d\(level)", parent: "d\(level - 1)", fields))
        }
        let snapshot = CatalogSnapshot(entities: entities)
        let inheritance = InheritanceResolver(snapshot: snapshot, memoLimit: 64)
        let catalogue = FieldCatalogue.of(.appearance, bar: .navigation)
        let background = try #require(catalogue.position("standard.backgroundColor"))
        let size = try #require(catalogue.position("standard.title.size"))
        for entity in snapshot.entities(of: .appearance) {
            let level = Int(entity.name.dropFirst())!
            let fields = try inheritance.fields(of: entity)
            #expect(fields.entry(atPosition: background)?.setBy == "d0")
            let sizeSetBy = fields.entry(atPosition: size)?.setBy
            #expect(sizeSetBy == (level < 1000 ? nil : "d\(level / 1000 * 1000)"), "\(entity.name)")
        }
        #expect(
            inheritance.overlays <= depth * (InheritanceResolver.checkpointSpacing + 2),
            "\(inheritance.overlays) overlays for \(depth) entities")
    }

    @Test func aParentCycleIsRefusedWhole() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("a", parent: "c"),
            try Fixture.appearance("b", parent: "a"),
            try Fixture.appearance("c", parent: "b"),
            try Fixture.appearance("x", parent: "a"),
        ])
        let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.appearance, "a") }
        #expect(error == .parentCycle(kind: .appearance, names: ["a", "c", "b", "a"]))
        #expect(error.description == "appearance 'a', field 'parent': parents form a cycle: a → c → b → a")
        #expect(throws: ResolutionError.parentCycle(kind: .appearance, names: ["a", "c", "b", "a"])) {
            try resolver.resolve(.appearance, "x")
        }
        #expect(throws: ResolutionError.self) { try resolver.entities().collect() }
    }

    @Test func aCycleReachedFromOutsideNamesOnlyTheCycle() throws {
        let resolver = Fixture.resolver([
            try Fixture.entity(.layout, "a", parent: "b"),
            try Fixture.entity(.layout, "b", parent: "c"),
            try Fixture.entity(.layout, "c", parent: "a"),
            try Fixture.entity(.layout, "outside", parent: "a"),
        ])
        let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.layout, "outside") }
        #expect(error.description == "layout 'a', field 'parent': parents form a cycle: a → b → c → a")
        #expect(ResolutionError.parentCycle(kind: .layout, names: ["c", "a", "b", "c"]).canonical == error)
    }

    @Test func aMissingParentNamesTheEntityAndField() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("middle", parent: "gone"),
            try Fixture.appearance("leaf", parent: "middle"),
        ])
        let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.appearance, "leaf") }
        #expect(error.description == "appearance 'middle', field 'parent': no appearance named 'gone'")
        #expect(error.entity == (.appearance, "middle") && error.path == "parent")
    }

    @Test func aParentOfAnotherBarKindIsAnError() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("tabs", bar: .tab),
            try Fixture.appearance("nav", parent: "tabs"),
        ])
        let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.appearance, "nav") }
        #expect(
            error.description
                == "appearance 'nav', field 'parent': 'tabs' is a tab appearance; expected a navigation appearance"
        )
    }

    /// Past the first step the walk follows the snapshot's parent links: an error found there names the
    /// ancestor that makes it, and every entity below it fails the same way, memoized or not.
    @Test func anErrorUpTheChainNamesTheAncestorForEveryDescendant() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("tabs", bar: .tab),
            try Fixture.appearance("middle", parent: "tabs"),
            try Fixture.appearance("leaf", parent: "middle"),
            try Fixture.appearance("other-leaf", parent: "middle"),
            try Fixture.appearance("root"),
            try Fixture.appearance("fine", parent: "root"),
        ])
        let expected =
            "appearance 'middle', field 'parent': 'tabs' is a tab appearance; expected a navigation appearance"
        for name in ["leaf", "middle", "other-leaf"] {
            let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.appearance, name) }
            #expect(error.description == expected, "\(name)")
        }
        #expect(try resolver.resolve(.appearance, "fine").parent == "root")
    }

    @Test func anUnknownEntityIsNotFound() {
        #expect(throws: ResolutionError.notFound(kind: .sheet, name: "none")) {
            try Fixture.resolver([]).resolve(.sheet, "none")
        }
    }

    @Test func sheetAndToolbarPresetsResolveThroughParents() throws {
        let resolver = Fixture.resolver([
            try Fixture.entity(.sheet, "base", ["detents": "medium,large", "grabber": "true"]),
            try Fixture.entity(.sheet, "half", parent: "base", ["grabber": "false", "cornerRadius": "16"]),
            try Fixture.entity(.toolbar, "edit", ["items": "cancellationAction:Cancel", "title": "Edit"]),
            try Fixture.entity(.toolbar, "add", parent: "edit", ["title": "Add"]),
        ])
        let half = try resolver.resolve(.sheet, "half")
        #expect(half.value("detents")?.fieldValue == .detents([Detent(size: .medium), Detent(size: .large)]))
        #expect(half.value("grabber")?.fieldValue == .choice("hidden"))
        #expect(half.value("cornerRadius")?.number == 16)
        #expect(half.value("dismissible") == .uikitDefault)
        let add = try resolver.resolve(.toolbar, "add")
        #expect(add.value("title")?.fieldValue == .text("Add"))
        #expect(add.field("items")?.provenance.source?.entity == "edit")
    }

    @Test func aHundredThousandEntitiesResolveWithSharedAncestors() throws {
        // Linear by design: one overlay per entity, memoized ancestors, iterative walks. Not timed.
        var entities: [Entity] = []
        for root in 0..<100 {
            entities.append(try Fixture.appearance("root\(root)", ["standard.backgroundColor": "#FFFFFF"]))
            for level in 1..<1_000 {
                let parent = level == 1 ? "root\(root)" : "n\(root)-\(level - 1)"
                entities.append(
                    Entity(kind: .appearance, name: "n\(root)-\(level)", bar: .navigation, parent: parent))
            }
        }
        let all = try Fixture.resolver(entities).entities().collect()
        #expect(all.count == 100_000)
        #expect(
            all.last?.field("standard.backgroundColor")?.provenance.source?.entity.hasPrefix("root") == true)
    }
}
