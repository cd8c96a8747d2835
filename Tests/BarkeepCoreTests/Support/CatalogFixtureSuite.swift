import BarkeepCore

/// A suite each of whose tests starts from a new ``CatalogFixture`` (Swift Testing makes the suite
/// again for every test).
protocol CatalogFixtureSuite {
    init(fixture: CatalogFixture)
    var fixture: CatalogFixture { get }
}

extension CatalogFixtureSuite {
    init() throws { self.init(fixture: try CatalogFixture()) }

    /// The history of the fixture's catalog.
    var history: HistoryService { fixture.history }
}
