import BarkeepTestSupport

@testable import BarkeepStore

/// A new catalog database, migrated, in a temporary directory of its own that goes with it.
struct DatabaseFixture {
    let directory = TemporaryDirectory()
    let connection: Connection

    init() throws {
        connection = try CatalogDatabase.open(
            path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
    }
}
