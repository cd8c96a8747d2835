import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

/// A catalog made by an earlier release opens, checks, reads and takes changes with this one. The
/// fixture was made by the release at d7bc288, whose migration 0006 edited the tables' text in
/// `sqlite_schema` (see `Fixtures/README.md`); it is used through a copy.
@Suite struct ShippedCatalogTests {
    let directory = TemporaryDirectory()
    var path: String { directory.file("c.sqlite") }

    init() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/catalog-d7bc288.sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
    }

    func run(_ arguments: String...) -> CommandRun {
        CommandRun.inProcess(arguments, database: path)
    }

    /// What `sqlite_schema` says, ignoring the quotes a rename puts around a table's name.
    static func schema(of path: String) throws -> [[String?]] {
        let connection = try Connection(path: path, mode: .readOnly)
        return try connection.rows("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name")
            .map { row in
                [row.text(0), row.text(1), row.text(2)]
                    + [row.text(3)?.replacing(#/^CREATE TABLE "(\w+)"/#) { "CREATE TABLE \($0.output.1)" }]
            }
    }

    @Test func itChecksReadsItsHistoryAndTakesAChange() throws {
        let migrations = "SELECT identifier, checksum FROM barkeep_migration ORDER BY identifier"
        let recorded = try Connection(path: path, mode: .readOnly).rows(migrations)

        let check = run("check")
        #expect(check.status == 0, "\(check)")
        #expect(check.output.hasPrefix("catalog ok"), "\(check.output)")
        let history = run("history", "palette", "highlight")
        history.expectSuccess()
        // `@id  time  actor  operation  kind name …`: the entity followed across its rename.
        let changes = history.lines.map {
            $0.split(separator: " ").dropFirst(3).prefix(3).joined(separator: " ")
        }
        #expect(changes == ["rename palette accent", "update palette accent", "create palette accent"])

        run("palette", "set", "highlight", "dark=#202020").expectSuccess()
        run("palette", "create", "teal", "light=#30B0C7").expectSuccess()
        let shown = run("palette", "show", "highlight", "--json")
        #expect(shown.output.contains("#202020"), "\(shown)")
        #expect(
            run("history", "palette", "highlight", "--limit", "1").output.contains(
                "update  palette highlight"))
        // The deleted `spare` had the highest id; a new entity is not given it again.
        let connection = try Connection(path: path, mode: .readOnly)
        #expect(try connection.firstRow("SELECT id FROM entity WHERE name = 'teal'")?.integer(0) == 25)
        #expect(try connection.rows(migrations) == recorded)
        #expect(run("check").status == 0)
    }

    @Test func aNewCatalogHasTheSameSchema() throws {
        let fresh = directory.file("fresh.sqlite")
        #expect(CommandRun.inProcess(["init"], database: fresh).status == 0)
        let made = try Self.schema(of: fresh)
        #expect(made.count > 30)
        #expect(made == (try Self.schema(of: path)))
    }
}
