/// A test suite each of whose tests starts from a new `SuiteFixture`: Swift Testing makes the suite again
/// for every test, through the `init()` this gives it.
public protocol FixtureSuite {
    /// What every test starts from.
    associatedtype SuiteFixture
    /// The suite over `fixture` (a struct's memberwise initializer).
    init(fixture: SuiteFixture)
    /// What this test started from.
    var fixture: SuiteFixture { get }
    /// A new fixture.
    static func makeFixture() throws -> SuiteFixture
}

extension FixtureSuite {
    /// The suite over a new fixture.
    public init() throws { self.init(fixture: try Self.makeFixture()) }
}
