import BarkeepCore
import BarkeepTestSupport

/// What a ``CatalogFixtureSuite``'s tests start from, made in the new catalog's first change.
typealias CatalogSetUp = @Sendable (MutationSession) throws -> Void

/// A suite each of whose tests starts from a new ``CatalogFixture``, holding what the suite's
/// `setUp` made.
protocol CatalogFixtureSuite: FixtureSuite where SuiteFixture == CatalogFixture {
    /// What every test starts from, made in one change (`setup`); nil for an empty catalog.
    static var setUp: CatalogSetUp? { get }
}

extension CatalogFixtureSuite {
    static func makeFixture() throws -> CatalogFixture {
        let fixture = try CatalogFixture()
        if let setUp {
            try fixture.catalog.mutate(context("setup")) { try setUp($0) }
        }
        return fixture
    }

    static var setUp: CatalogSetUp? { nil }

    /// The fixture's catalog.
    var catalog: Catalog { fixture.catalog }
    /// The fixture's temporary directory.
    var directory: TemporaryDirectory { fixture.directory }
    /// The history of the fixture's catalog.
    var history: HistoryService { fixture.history }

    /// The context of a change by ann at 1 s, made by `command`.
    static func context(_ command: String = "test") -> ChangeContext {
        ChangeContext(actor: "ann", message: nil, command: command, atMilliseconds: 1_000)
    }

    /// The context of a change by ann at 1 s, made by `command`.
    func context(_ command: String = "test") -> ChangeContext { Self.context(command) }
}
