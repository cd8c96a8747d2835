import BarkeepTestSupport
import Testing

@testable import BarkeepCore

@Suite struct CatalogTests {
    let directory = TemporaryDirectory()
    let catalog: Catalog
    var clock: Int64 = 1_000

    init() throws {
        catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
    }

    func context(_ command: String = "test") -> ChangeContext {
        ChangeContext(actor: "ann", message: nil, command: command, atMilliseconds: clock)
    }

    func palette(_ name: String, _ light: String) throws -> Entity {
        Entity(
            kind: .palette, name: name,
            fields: [
                "light": try FieldValueParser.parse(light, for: FieldCatalogue.of(.palette).spec("light")!)
            ])
    }

    @Test func createAndReadBack() throws {
        try catalog.mutate(context()) { try $0.create(try palette("brand", "#0A84FF")) }
        let brand = try catalog.entity(.palette, "brand")
        #expect(brand.fields["light"]?.canonicalText == "#0A84FF")
    }

    @Test func everyChangeIsRecordedInTheSameBatch() throws {
        let changes = try catalog.mutate(context()) { session in
            try session.create(try palette("a", "#000"))
            try session.create(try palette("b", "{a}"))
            return session.changes
        }
        #expect(changes.map(\.operation) == [.create, .create])
        #expect(Set(changes.map(\.batchID)).count == 1)
        #expect(changes.map(\.version) == [1, 1])
        #expect(changes[1].after?.contains(#""light":"{a}""#) == true)
    }

    @Test func aFailedMutationLeavesNoEntityAndNoHistory() throws {
        #expect(throws: CatalogError.self) {
            try catalog.mutate(context()) { session in
                try session.create(try palette("a", "#000"))
                try session.create(try palette("b", "{missing}"))
            }
        }
        #expect(try catalog.entities().isEmpty)
        #expect(try catalog.history.changes(HistoryQuery()).changes.isEmpty)
    }

    @Test func duplicateNamesAreRefused() throws {
        try catalog.mutate(context()) { try $0.create(try palette("a", "#000")) }
        #expect(throws: CatalogError.alreadyExists(kind: .palette, name: "a")) {
            try catalog.mutate(context()) { try $0.create(try palette("a", "#FFF")) }
        }
    }

    @Test func parentsMustExistShareTheBarAndNotLoop() throws {
        try catalog.mutate(context()) { session in
            try session.create(Entity(kind: .appearance, name: "a", bar: .navigation))
            try session.create(Entity(kind: .appearance, name: "b", bar: .navigation, parent: "a"))
            try session.create(Entity(kind: .appearance, name: "c", bar: .navigation, parent: "b"))
            try session.create(Entity(kind: .appearance, name: "t", bar: .tab))
        }
        let cycle = try #require(throws: CatalogError.self) {
            try catalog.mutate(context()) { session in
                var a = try session.entity(.appearance, "a")
                a.parent = "c"
                try session.update(.appearance, "a", to: a)
            }
        }
        #expect(cycle.description == "appearance parents would form a cycle: a → c → b → a")
        let wrongBar = try #require(throws: CatalogError.self) {
            try catalog.mutate(context()) {
                try $0.create(Entity(kind: .appearance, name: "x", bar: .tab, parent: "a"))
            }
        }
        #expect(wrongBar.description.contains("'a' is a navigation appearance; expected a tab appearance"))
        #expect(throws: CatalogError.self) {
            try catalog.mutate(context()) {
                try $0.create(Entity(kind: .layout, name: "x", parent: "nothing"))
            }
        }
    }

    @Test func paletteAliasLoopsAreRefused() throws {
        try catalog.mutate(context()) { session in
            try session.create(try palette("a", "#000"))
            try session.create(try palette("b", "{a}"))
            try session.create(try palette("c", "{b}"))
        }
        let error = try #require(throws: CatalogError.self) {
            try catalog.mutate(context()) { try $0.update(.palette, "a", to: try palette("a", "{c}")) }
        }
        #expect(error.description == "palette references would form a cycle: a → c → b → a")
        #expect(throws: CatalogError.aliasCycle(names: ["d", "d"])) {
            try catalog.mutate(context()) { try $0.create(try palette("d", "{d}")) }
        }
    }

    @Test func renameFollowsReferencesAndRecordsReferrers() throws {
        try catalog.mutate(context()) { session in
            try session.create(try palette("brand", "#000"))
            try session.create(try palette("alias", "{brand}"))
        }
        let changes = try catalog.mutate(context()) { session in
            try session.rename(.palette, "brand", to: "primary")
            return session.changes
        }
        #expect(changes.map(\.operation) == [.rename, .update])
        #expect(changes.map(\.name) == ["primary", "alias"])
        #expect(try catalog.entity(.palette, "alias").fields["light"]?.canonicalText == "{primary}")
    }

    @Test func deleteIsRefusedWhileReferencedNamingEveryReferrer() throws {
        try catalog.mutate(context()) { session in
            try session.create(try palette("brand", "#000"))
            try session.create(try palette("alias", "{brand}"))
            var appearance = Entity(kind: .appearance, name: "bar", bar: .tab)
            appearance.fields["standard.backgroundColor"] = .color(.reference("brand"))
            try session.create(appearance)
        }
        let error = try #require(throws: CatalogError.self) {
            try catalog.mutate(context()) { try $0.delete(.palette, "brand") }
        }
        #expect(
            error.description
                == "palette 'brand' is still referenced by palette alias (light), appearance bar (standard.backgroundColor); change or delete those first"
        )
    }

    @Test func anUnchangedUpdateRecordsNothing() throws {
        try catalog.mutate(context()) { try $0.create(try palette("a", "#000")) }
        let changes = try catalog.mutate(context()) { session in
            try session.update(.palette, "a", to: try palette("a", "#000000"))
            return session.changes
        }
        #expect(changes.isEmpty)
    }

    @Test func paletteColoursNeedALightValue() throws {
        #expect(throws: CatalogError.missingRequired(kind: .palette, name: "a", path: "light")) {
            try catalog.mutate(context()) { try $0.create(Entity(kind: .palette, name: "a")) }
        }
        #expect(
            CatalogError.missingRequired(kind: .palette, name: "a", path: "light").description
                == "palette 'a' needs 'light' or 'asset'; every palette must set one of them")
        try catalog.mutate(context()) {
            try $0.create(Entity(kind: .palette, name: "a", fields: ["asset": .text("BrandColor")]))
        }
    }
}
