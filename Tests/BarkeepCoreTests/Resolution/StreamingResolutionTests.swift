import Testing

@testable import BarkeepCore

/// Whole-catalog resolution as a stream (`Resolver.entities`), which lint, the exports and import
/// validation walk: every entity once, in kind and name order, each failure on its own entity, and the
/// first error of the walk for callers that need all or nothing.
@Suite struct StreamingResolutionTests {
    /// Entities with parent chains, aliases, a theme and a layout fallback.
    func entities() throws -> [Entity] {
        [
            try Fixture.palette("brand", ["light": "#0A84FF", "dark": "#409CFF"]),
            try Fixture.palette("accent", ["light": "{brand}"]),
            try Fixture.appearance("base", ["standard.backgroundColor": "{accent}"]),
            try Fixture.appearance("child", parent: "base", ["scrollEdge.title.color": "{brand}"]),
            try Fixture.appearance("grandchild", parent: "child", ["compact": "default"]),
            try Fixture.entity(.layout, "old", ["barHeight": "44"]),
            try Fixture.entity(.layout, "tall", ["barHeight": "70", "fallback": "old"]),
            try Fixture.entity(.theme, "main", ["navigation": "child", "layout": "tall"]),
        ]
    }

    /// A catalog with every kind of resolution error, and entities that inherit or refer to them.
    func brokenCatalog() throws -> [Entity] {
        [
            try Fixture.palette("brand", ["light": "#0A84FF"]),
            try Fixture.palette("loop-a", ["light": "{loop-b}"]),
            try Fixture.palette("loop-b", ["light": "{loop-a}"]),
            try Fixture.palette("dangling", ["light": "{nowhere}"]),
            try Fixture.appearance("fine", ["standard.backgroundColor": "{brand}"]),
            try Fixture.appearance("orphan", parent: "missing"),
            try Fixture.appearance("tabby", bar: .tab, ["standard.backgroundColor": "{brand}"]),
            try Fixture.appearance("wrong-bar", parent: "tabby"),
            try Fixture.appearance("cycle-a", parent: "cycle-b"),
            try Fixture.appearance("cycle-b", parent: "cycle-a"),
            try Fixture.appearance("under-cycle", parent: "cycle-a"),
            try Fixture.appearance("own-missing", parent: "fine", ["standard.title.color": "{absent}"]),
            try Fixture.appearance("inherits-missing", parent: "own-missing", ["standard.title.size": "17"]),
            try Fixture.appearance("own-loop", ["scrollEdge.backgroundColor": "{loop-a}"]),
            try Fixture.appearance("own-dangling", ["standard.shadowColor": "{dangling}"]),
            try Fixture.appearance("child", parent: "fine", ["compact.title.color": "{brand}"]),
            try Fixture.entity(.layout, "l1", ["fallback": "l2"]),
            try Fixture.entity(.layout, "l2", ["fallback": "l1"]),
            try Fixture.entity(.theme, "t", ["navigation": "nope"]),
            try Fixture.entity(.theme, "t-wrong-bar", ["navigation": "tabby"]),
        ]
    }

    @Test func theStreamResolvesEveryEntityOnceInKindAndNameOrderAsByName() throws {
        let snapshot = CatalogSnapshot(entities: try entities())
        let streamed = try Resolver(snapshot: snapshot).entities().collect()
        #expect(
            streamed.map { "\($0.kind.rawValue) \($0.name)" } == [
                "palette accent", "palette brand", "appearance base", "appearance child",
                "appearance grandchild", "layout old", "layout tall", "theme main",
            ])
        let byName = Resolver(snapshot: snapshot)
        for entity in streamed {
            #expect(try byName.resolve(entity.kind, entity.name) == entity, "\(entity.name)")
        }
        #expect(
            streamed.first { $0.name == "child" }?.value("standard.backgroundColor")?.color?.color?.light
                == Fixture.rgba("#0A84FF"))
        #expect(streamed.first { $0.name == "tall" }?.layout?.barHeight == 70)
        let layouts = Resolver(snapshot: snapshot).entities(of: .layout)
        #expect(layouts.names == ["old", "tall"])
        #expect(try layouts.reordered([1, 0]).collect().map(\.name) == ["tall", "old"])
        try Resolver(snapshot: snapshot).entities().validate()
    }

    /// Each failing entity fails with its own error or the error of what it reads; the entities that fail
    /// because of themselves are exactly the broken ones (a cycle is the error of its smallest member).
    @Test func eachEntityFailsOnItsOwnWithTheErrorOfWhatBreaksIt() throws {
        var failing: [String] = []
        var failingThroughOthers: [String] = []
        for (entity, resolved) in Fixture.resolver(try brokenCatalog()).entities() {
            guard case .failure(let error) = resolved else { continue }
            let canonical = error.canonical
            if canonical.entity == (entity.kind, entity.name) {
                failing.append(entity.name)
            } else {
                failingThroughOthers.append(entity.name)
            }
        }
        #expect(
            failing == [
                "dangling", "loop-a", "cycle-a", "orphan", "own-missing", "wrong-bar", "l1", "t",
                "t-wrong-bar",
            ])
        #expect(
            failingThroughOthers == [
                "loop-b", "cycle-b", "inherits-missing", "own-dangling", "own-loop", "under-cycle", "l2",
            ])
    }

    /// `collect` and `validate` throw the first error of the walk, even when the first entity to fail
    /// fails with a later one's error while an entity between them fails too.
    @Test func collectingAndValidatingThrowTheFirstErrorInOrder() throws {
        let stray = ResolutionError.missingReference(
            kind: .appearance, name: "stray", path: "parent", target: .appearance, targetName: "nowhere")
        let broken = CatalogSnapshot(
            entities: try entities() + [try Fixture.appearance("stray", parent: "nowhere")])
        #expect(throws: stray) { try Resolver(snapshot: broken).entities().collect() }
        #expect(throws: stray) { try Resolver(snapshot: broken).entities().validate() }
        let inheritsLater = [
            try Fixture.appearance("a-inherits", parent: "z-bad"),
            try Fixture.appearance("m-own", ["standard.title.color": "{absent}"]),
            try Fixture.appearance("z-bad", ["standard.backgroundColor": "{gone}"]),
        ]
        let gone = ResolutionError.missingReference(
            kind: .appearance, name: "z-bad", path: "standard.backgroundColor", target: .palette,
            targetName: "gone")
        #expect(throws: gone) { try Fixture.resolver(inheritsLater).entities().validate() }
        #expect(throws: gone) { try Fixture.resolver(inheritsLater).entities().collect() }
    }
}
