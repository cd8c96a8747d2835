import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// Fault injection in the style of SQLite's own tests: every mutating operation is run again and
/// again with its 1st, 2nd, 3rd … statement failing (an I/O error, through the `failingStatement`
/// seam of `Connection`), until it runs through. After every failure the catalog's logical dump
/// (every row of every table, and the AUTOINCREMENT counters) is exactly what it was, SQLite's
/// integrity check passes and `check` is clean; after the run-through `check` is clean too.
@Suite struct FaultInjectionTests {
    /// One operation under test, set up on a fresh catalog by `setup`.
    struct Operation: CustomStringConvertible, Sendable {
        let description: String
        let setup: @Sendable (CatalogFixture) throws -> Void
        let run: @Sendable (CatalogFixture) throws -> Void
    }

    static let operations: [Operation] = [
        Operation(
            description: "set", setup: { try $0.create(.palette, "brand", "light=#000000") },
            run: { try $0.set(.palette, "brand", "light=#111111", "description=Ink.") }),
        Operation(
            description: "rename with referrers", setup: referrers,
            run: { try $0.rename(.palette, "brand", to: "primary") }),
        Operation(
            description: "revert --batch of a rename",
            setup: {
                try referrers($0)
                try $0.rename(.palette, "brand", to: "primary")
            },
            run: { try $0.history.revert(batch: 4, context: $0.context()) }),
        Operation(
            description: "revert of an update",
            setup: {
                try referrers($0)
                try $0.set(.palette, "brand", "light=#111111", "description=Ink.")
                try $0.set(.palette, "brand", "dark=#FFFFFF")
            },
            run: { try $0.history.revert(change: 4, context: $0.context()) }),
        Operation(
            description: "restore --version",
            setup: {
                try referrers($0)
                try $0.set(.palette, "brand", "light=#111111")
            },
            run: { try $0.history.restore(.palette, "brand", version: 1, context: $0.context()) }),
        Operation(
            description: "delete", setup: { try $0.create(.sheet, "half", "detents=medium,large") },
            run: { try $0.delete(.sheet, "half") }),
        Operation(
            description: "undelete",
            setup: {
                try $0.create(.sheet, "half", "detents=medium,large")
                try $0.delete(.sheet, "half")
            },
            run: { try $0.history.restore(.sheet, "half", context: $0.context()) }),
        Operation(
            description: "demo install", setup: { _ in },
            run: { fixture in
                try fixture.catalog.mutate(fixture.context()) { try DemoCatalog.install(in: $0) }
            }),
    ]

    /// A palette colour with a palette alias and an appearance referring to it.
    static func referrers(_ fixture: CatalogFixture) throws {
        try fixture.create(.palette, "brand", "light=#000000")
        try fixture.create(.palette, "alias", "light={brand}")
        try fixture.create(.appearance, "base", bar: .navigation, "standard.backgroundColor={brand}")
    }

    /// Every row of every table and the AUTOINCREMENT counters, as text.
    static func dump(_ connection: Connection) throws -> [String] {
        var lines: [String] = []
        let tables = try connection.rows(
            "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
        ).compactMap { $0.text(0) }
        for table in tables {
            let columns = try connection.rows("SELECT name FROM pragma_table_info(?)", [table]).compactMap {
                $0.text(0)
            }
            let expression = columns.map { "quote(\"\($0)\")" }.joined(separator: " || ',' || ")
            lines += try connection.rows("SELECT \(expression) FROM \"\(table)\" ORDER BY 1").map {
                "\(table): \($0.text(0) ?? "")"
            }
        }
        return lines
    }

    @Test(arguments: operations)
    func everyFailingStatementLeavesTheCatalogAsItWas(_ operation: Operation) throws {
        let fixture = try CatalogFixture()
        try operation.setup(fixture)
        let connection = fixture.catalog.connection
        var failures = 0
        for statement in 1...10_000 {
            let before = try Self.dump(connection)
            connection.failingStatement = statement
            do {
                try operation.run(fixture)
            } catch let error as SQLiteError {
                failures += 1
                #expect(error.description.hasPrefix("the catalog could not be read or written"))
                #expect(try Self.dump(connection) == before, "statement \(statement) of \(operation)")
                #expect(!connection.isInTransaction)
                continue
            }
            // Ran through: the fault came after its last statement (or in one whose failure is
            // ignored, such as the COMMIT of a read).
            connection.failingStatement = nil
            break
        }
        if ProcessInfo.processInfo.environment["BARKEEP_TRIAL_FIGURES"] == "1" {
            print("fault injection: \(operation): \(failures) failing statements")
        }
        #expect(failures >= 5, "\(operation) ran only \(failures) statements")
        #expect(try connection.firstRow("PRAGMA integrity_check")?.text(0) == "ok")
        let check = try fixture.catalog.check()
        #expect(check.problems.isEmpty, "\(check.problems)")
    }
}
