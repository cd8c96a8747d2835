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

/// A suite each of whose tests starts from a new ``DatabaseFixture`` (Swift Testing makes the suite
/// again for every test), with the repositories over its connection.
protocol DatabaseSuite {
    init(database: DatabaseFixture)
    var database: DatabaseFixture { get }
}

extension DatabaseSuite {
    init() throws { self.init(database: try DatabaseFixture()) }

    /// The database's temporary directory.
    var directory: TemporaryDirectory { database.directory }
    /// The one connection to the database.
    var connection: Connection { database.connection }
    /// The entity rows.
    var entities: EntityRepository { EntityRepository(connection: connection) }
    /// The history rows.
    var history: HistoryRepository { HistoryRepository(connection: connection) }
    /// The `property_origin` rows.
    var origins: PropertyOriginRepository { PropertyOriginRepository(connection: connection) }
}
