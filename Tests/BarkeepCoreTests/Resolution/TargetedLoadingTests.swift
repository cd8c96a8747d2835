import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// One-entity commands (`resolve`, `resolve --explain`) read the entity and what it refers to, never
/// the rest of the catalog, and resolve it exactly as over the whole catalog.
@Suite struct TargetedLoadingTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    static let setUp: CatalogSetUp? = { session in
        try DemoCatalog.install(in: session)
        try session.create(.palette, "tinta", assignments: ["light=#101010"])
        try session.create(.palette, "tinta.alias", assignments: ["light={tinta}", "dark=#EEEEEE"])
        try session.create(
            .appearance, "root", bar: .navigation, assignments: ["standard.title.color={tinta.alias}"])
        try session.create(
            .appearance, "leaf", bar: .navigation, parent: "root",
            assignments: ["standard.backgroundColor={tinta}"])
    }

    /// Adds `count` entities nothing in `leaf`'s chain refers to.
    func addUnrelated(_ count: Int) throws {
        try catalog.mutate(context("more")) { session in
            for index in 0..<count {
                try session.create(.palette, "other\(index)", assignments: ["light=#222222"])
                try session.create(
                    .appearance, "other\(index)", bar: .navigation,
                    assignments: ["standard.backgroundColor={other\(index)}"])
            }
        }
    }

    @Test func readsTheEntityItsAncestorsAndTheirColoursOnly() throws {
        try addUnrelated(5)
        let snapshot = try catalog.snapshot(reachableFrom: .appearance, "leaf")
        #expect(
            snapshot.allEntities.map { "\($0.kind.rawValue) \($0.name)" } == [
                "palette tinta", "palette tinta.alias", "appearance leaf", "appearance root",
            ])
    }

    @Test func statementsDoNotGrowWithTheCatalog() throws {
        func statements() throws -> Int {
            let before = catalog.connection.statementsRun
            _ = try catalog.snapshot(reachableFrom: .appearance, "leaf")
            return catalog.connection.statementsRun - before
        }
        let small = try statements()
        try addUnrelated(50)
        // BEGIN, two queries (the row, then its fields) for each of the four entities, COMMIT.
        #expect(small == 10)
        #expect(try statements() == small)
    }

    @Test func everyEntityResolvesAsOverTheWholeCatalog() throws {
        let whole = Resolver(snapshot: try catalog.snapshot())
        for entity in whole.snapshot.allEntities {
            let targeted = Resolver(snapshot: try catalog.snapshot(reachableFrom: entity.kind, entity.name))
            #expect(
                try targeted.resolve(entity.kind, entity.name) == whole.resolve(entity.kind, entity.name),
                "\(entity.kind.rawValue) \(entity.name)")
        }
    }

    @Test func aMissingEntityIsNotFoundAsBefore() throws {
        let snapshot = try catalog.snapshot(reachableFrom: .appearance, "nope")
        #expect(snapshot.count == 0)
        #expect(throws: ResolutionError.notFound(kind: .appearance, name: "nope")) {
            try Resolver(snapshot: snapshot).resolve(.appearance, "nope")
        }
    }

    @Test func brokenReferencesFailAsOverTheWholeCatalog() throws {
        let entities = [
            try Fixture.appearance("orphan", parent: "gone"),
            try Fixture.appearance("uses", ["standard.backgroundColor": "{missing}"]),
            try Fixture.palette("a", ["light": "{b}"]), try Fixture.palette("b", ["light": "{a}"]),
            try Fixture.appearance("loop", ["standard.backgroundColor": "{a}"]),
        ]
        let whole = CatalogSnapshot(entities: entities)
        for entity in entities {
            let targeted = CatalogSnapshot.reachable(from: entity.kind, entity.name) { whole.entity($0, $1) }
            let expected = Result { () throws(ResolutionError) in
                try Resolver(snapshot: whole).resolve(entity.kind, entity.name)
            }
            let actual = Result { () throws(ResolutionError) in
                try Resolver(snapshot: targeted).resolve(entity.kind, entity.name)
            }
            #expect(actual == expected, "\(entity.name)")
        }
    }
}
