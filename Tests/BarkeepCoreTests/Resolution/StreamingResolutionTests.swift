import Testing

@testable import BarkeepCore

/// Whole-catalog resolution one entity at a time (`Resolver.forEachEntity`, `validateAll`), which lint
/// and `export --format json` use, gives what resolving everything at once gives.
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

    @Test func eachEntityResolvesAsInTheWholeResolution() throws {
        let snapshot = CatalogSnapshot(entities: try entities())
        let all = try Resolver(snapshot: snapshot).resolveAll()
        var streamed: [ResolvedEntity] = []
        Resolver(snapshot: snapshot).forEachEntity { _, result in
            if case .success(let entity) = result { streamed.append(entity) }
        }
        #expect(streamed == all)
        #expect(streamed.count == 8)
        try Resolver(snapshot: snapshot).validateAll()
    }

    @Test func validationThrowsTheErrorTheWholeResolutionThrows() throws {
        let broken = try entities() + [try Fixture.appearance("stray", parent: "nowhere")]
        let snapshot = CatalogSnapshot(entities: broken)
        let expected = ResolutionError.missingReference(
            kind: .appearance, name: "stray", path: "parent", target: .appearance, targetName: "nowhere")
        #expect(throws: expected) { try Resolver(snapshot: snapshot).resolveAll() }
        #expect(throws: expected) { try Resolver(snapshot: snapshot).validateAll() }
        var failures: [String] = []
        Resolver(snapshot: snapshot).forEachEntity { entity, result in
            if case .failure = result { failures.append(entity.name) }
        }
        #expect(failures == ["stray"])
    }
}
