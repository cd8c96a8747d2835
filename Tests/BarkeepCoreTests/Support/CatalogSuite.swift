import BarkeepCore
import BarkeepTestSupport

/// What a ``CatalogSuite``'s tests start from, made in the new catalog's first change.
typealias CatalogSetUp = @Sendable (MutationSession) throws -> Void

/// A suite each of whose tests starts from a new catalog `c.sqlite` in a temporary directory of its
/// own (Swift Testing makes the suite again for every test), holding what the suite's `setUp` made.
protocol CatalogSuite {
    init(directory: TemporaryDirectory, catalog: Catalog)
    var directory: TemporaryDirectory { get }
    var catalog: Catalog { get }
    /// What every test starts from, made in one change (`setup`); nil for an empty catalog.
    static var setUp: CatalogSetUp? { get }
}

extension CatalogSuite {
    init() throws {
        let directory = TemporaryDirectory()
        let catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
        if let setUp = Self.setUp {
            try catalog.mutate(Self.context("setup")) { try setUp($0) }
        }
        self.init(directory: directory, catalog: catalog)
    }

    static var setUp: CatalogSetUp? { nil }

    /// The context of a change by ann at 1 s, made by `command`.
    static func context(_ command: String = "test") -> ChangeContext {
        ChangeContext(actor: "ann", message: nil, command: command, atMilliseconds: 1_000)
    }

    /// The context of a change by ann at 1 s, made by `command`.
    func context(_ command: String = "test") -> ChangeContext { Self.context(command) }
}
