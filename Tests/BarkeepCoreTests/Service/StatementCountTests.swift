import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// How many SQL statements one `set` runs: the entity is read once, not once by the caller and
/// again by the session. Before the fix a `palette set` ran 15 statements and an `appearance set`
/// with a palette reference 19 (plus 5 to open the catalog, in both).
@Suite struct StatementCountTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    static let setUp: CatalogSetUp? = { session in
        try session.create(.palette, "brand", assignments: ["light=#0A84FF"])
        try session.create(
            .appearance, "base", bar: .navigation, assignments: ["standard.backgroundColor={brand}"])
    }

    /// The statements a `set` of `assignments` on `kind` `name` runs, made the way the CLI makes it.
    func statementsToSet(_ kind: EntityKind, _ name: String, _ assignments: [String]) throws -> Int {
        let before = catalog.connection.statementsRun
        try catalog.mutate(context("\(kind.rawValue) set \(name)")) { session in
            try session.update(kind, name) { try EntityEditor.applying(assignments, to: $0) }
        }
        return catalog.connection.statementsRun - before
    }

    @Test func paletteSetReadsTheEntityOnce() throws {
        let count = try statementsToSet(.palette, "brand", ["dark=#409CFF"])
        // BEGIN; the newest change time (the batch's time never goes below it); the entity and its
        // fields; UPDATE, DELETE and one INSERT of both field rows; the batch, the version and the
        // change; COMMIT. (One INSERT per field row made it 12.)
        #expect(count == 11)
        #expect(count < 15)
        #expect(try catalog.entity(.palette, "brand").fields["dark"]?.canonicalText == "#409CFF")
    }

    @Test func appearanceSetReadsTheEntityOnce() throws {
        let count = try statementsToSet(.appearance, "base", ["standard.title.color=#FFFFFF"])
        // As a palette set, plus the referenced palette (row and fields) for validation and its
        // identity for the stored reference. (One INSERT per field row made it 15.)
        #expect(count == 14)
        #expect(count < 19)
    }

    @Test func createDoesNotLookUpAgainWhatValidationRead() throws {
        let before = catalog.connection.statementsRun
        let changes = try catalog.mutate(context("appearance create child")) { session in
            try session.create(
                .appearance, "child", parent: "base", assignments: ["standard.title.color={brand}"])
            return session.changes
        }
        let count = catalog.connection.statementsRun - before
        // BEGIN, the newest change time, whether `child` exists, what validation reads (the parent and
        // the palette colour, rows and fields), the entity and field INSERTs, the batch, the change and
        // COMMIT. The identities of the parent and the colour come from what validation read, and a
        // new identity's change is version 1 without a query: before, those were three queries more (17).
        // One more looks for an entity of the kind with the same Swift name (issue 31).
        #expect(count == 15)
        #expect(changes.map(\.version) == [1])
        let child = try catalog.entity(.appearance, "child")
        #expect(child.parent == "base")
        #expect(child.fields["standard.title.color"]?.canonicalText == "{brand}")
    }

    @Test func openingACatalogRunsFiveStatements() throws {
        let opened = try Catalog(path: directory.file("c.sqlite"), create: false, nowMilliseconds: 0)
        #expect(opened.connection.statementsRun == 5)
    }
}
