import BarkeepTestSupport

@testable import BarkeepStore

/// A suite each of whose tests starts from a new ``DatabaseFixture``, with the repositories over its
/// connection.
protocol DatabaseSuite: FixtureSuite where SuiteFixture == DatabaseFixture {}

extension DatabaseSuite {
    static func makeFixture() throws -> DatabaseFixture { try DatabaseFixture() }

    /// The database's temporary directory.
    var directory: TemporaryDirectory { fixture.directory }
    /// The one connection to the database.
    var connection: Connection { fixture.connection }
    /// The entity rows.
    var entities: EntityRepository { EntityRepository(connection: connection) }
    /// The history rows.
    var history: HistoryRepository { HistoryRepository(connection: connection) }
    /// The `property_origin` rows.
    var origins: PropertyOriginRepository { PropertyOriginRepository(connection: connection) }
}
