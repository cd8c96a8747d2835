import Testing

@testable import BarkeepCore

/// `Resolver.check`, which import validation runs instead of resolving every entity: it fails for an
/// entity exactly when resolving that entity fails because of the entity itself, with the same error.
@Suite struct ResolutionCheckTests {
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

    /// The error resolving `entity` gives about `entity` itself, if any.
    func ownError(_ result: () throws(ResolutionError) -> Void, of entity: Entity) -> ResolutionError? {
        do throws(ResolutionError) {
            try result()
            return nil
        } catch {
            let canonical = error.canonical
            return canonical.entity == (entity.kind, entity.name) ? canonical : nil
        }
    }

    @Test func checkFailsExactlyWhereResolutionFailsWithTheSameError() throws {
        let entities = try brokenCatalog()
        var failing: [String] = []
        for entity in entities {
            let resolved = ownError(
                { () throws(ResolutionError) in
                    _ = try Fixture.resolver(entities).resolveWithoutKeeping(entity)
                }, of: entity)
            let checked = ownError(
                { () throws(ResolutionError) in
                    try Fixture.resolver(entities).check(entity)
                }, of: entity)
            #expect(checked == resolved, "\(entity.kind) \(entity.name)")
            if checked != nil { failing.append(entity.name) }
        }
        // A cycle is the error of its smallest member (`canonical`); an appearance that refers to a broken
        // palette colour or inherits a broken field fails with that colour's or ancestor's error.
        #expect(
            failing == [
                "loop-a", "dangling", "orphan", "wrong-bar", "cycle-a", "own-missing", "l1", "t",
                "t-wrong-bar",
            ])
    }

    @Test func oneResolverChecksAWholeCatalogInOrderAsResolutionDoes() throws {
        let entities = try brokenCatalog()
        let checking = Fixture.resolver(entities)
        let resolving = Fixture.resolver(entities)
        var checkedErrors: [ResolutionError?] = []
        var resolvedErrors: [ResolutionError?] = []
        resolving.forEachEntity { entity, result in
            if case .failure(let error) = result {
                let canonical = error.canonical
                resolvedErrors.append(canonical.entity == (entity.kind, entity.name) ? canonical : nil)
            } else {
                resolvedErrors.append(nil)
            }
        }
        for entity in checking.snapshot.allEntities {
            checkedErrors.append(
                ownError({ () throws(ResolutionError) in try checking.check(entity) }, of: entity))
        }
        #expect(checkedErrors == resolvedErrors)
    }

    /// `validateAll` checks rather than resolves, yet throws exactly what resolving every entity in order
    /// throws first: for each of the broken catalog's first entities on their own, and for a catalog
    /// whose first entity fails with a later one's error while an entity between them fails too.
    @Test func validationThrowsTheFirstErrorOfResolvingInOrder() throws {
        let entities = try brokenCatalog()
        let inheritsLater = [
            try Fixture.appearance("a-inherits", parent: "z-bad"),
            try Fixture.appearance("m-own", ["standard.title.color": "{absent}"]),
            try Fixture.appearance("z-bad", ["standard.backgroundColor": "{gone}"]),
        ]
        let catalogs = (1...entities.count).map { Array(entities.prefix($0)) } + [inheritsLater]
        for catalog in catalogs {
            func firstError(_ run: (Resolver) throws(ResolutionError) -> Void) -> ResolutionError? {
                do throws(ResolutionError) {
                    try run(Fixture.resolver(catalog))
                    return nil
                } catch { return error }
            }
            let resolving = firstError { resolver throws(ResolutionError) in
                for entity in resolver.snapshot.allEntities { _ = try resolver.resolveWithoutKeeping(entity) }
            }
            let validating = firstError { resolver throws(ResolutionError) in try resolver.validateAll() }
            #expect(validating == resolving, "\(catalog.map(\.name))")
        }
        let gone = ResolutionError.missingReference(
            kind: .appearance, name: "z-bad", path: "standard.backgroundColor", target: .palette,
            targetName: "gone")
        #expect(throws: gone) { try Fixture.resolver(inheritsLater).validateAll() }
    }
}
