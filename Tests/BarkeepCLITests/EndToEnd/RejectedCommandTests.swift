// Reads the catalog file with Store on purpose: this test checks the storage itself (WAL mode,
// integrity and foreign keys), which no Core API exposes.
import BarkeepStore
import BarkeepTestSupport
import Foundation
import Testing

/// Every rejected command exits 1 with `error: …` naming the problem, prints nothing on standard
/// output, and leaves the catalog file byte-for-byte as it was.
@Suite struct RejectedCommandTests {
    let directory = TemporaryDirectory()
    var database: String { directory.file("barkeep.sqlite") }

    init() throws {
        let setup: [[String]] = [
            ["init"],
            ["palette", "create", "brand", "light=#0A84FF"],
            ["appearance", "create", "base", "--bar", "navigation", "standard.backgroundColor={brand}"],
            ["appearance", "create", "tabs", "--bar", "tab"],
            ["layout", "create", "tall", "barHeight=70"],
            ["sheet", "create", "half", "detents=medium,large"],
        ]
        for arguments in setup {
            let run = CommandRun.inProcess(arguments, database: directory.file("barkeep.sqlite"))
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
    }

    static let rejected: [(arguments: [String], message: String)] = [
        (["palette", "create", "bad", "light=#12345"], "'#12345' is not a colour"),
        (["appearance", "set", "base", "standard.titel.color=#FFF"], "did you mean standard.title.color?"),
        (
            ["appearance", "set", "base", "standard.item.selected.iconColor=#FFF"],
            "exists only for tab appearances"
        ),
        (["palette", "create", "Brand", "light=#FFF"], "must start with a lowercase ASCII letter"),
        (["appearance", "create", "child", "--parent", "nothing"], "no appearance named 'nothing'"),
        (
            ["appearance", "create", "child", "--bar", "tab", "--parent", "base"],
            "'base' is a navigation appearance"
        ),
        (["palette", "create", "brand", "light=#FFF"], "a palette named 'brand' already exists"),
        (["layout", "set", "tall", "barHeight=-5"], "-5 is out of range for 'barHeight'"),
        (["sheet", "set", "half", "detents=medium,small"], "unknown detent 'small'"),
        (["palette", "delete", "brand"], "still referenced by appearance base (standard.backgroundColor)"),
        (["appearance", "show", "missing"], "no appearance named 'missing'"),
        (
            ["layout", "set", "tall", "barHeight=80", "strategy=spacerStack", "alignment=middle"],
            "'middle' is not allowed"
        ),
        (
            ["theme", "create", "t", "navigation=tabs"],
            "'tabs' is a tab appearance; expected a navigation appearance"
        ),
        (
            ["palette", "create", "loop", "light={loop}"],
            "palette references would form a cycle: loop → loop"
        ),
        (["palette", "unset", "brand", "light"], "needs 'light' or 'asset'"),
    ]

    @Test(arguments: rejected.indices)
    func aRejectedCommandChangesNothing(index: Int) throws {
        let (arguments, message) = Self.rejected[index]
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let run = CommandRun.inProcess(arguments, database: database)
        #expect(run.status == 1, "\(arguments)")
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("error: "), "\(run.error)")
        #expect(run.error.contains(message), "\(arguments): \(run.error)")
        #expect(run.error.hasSuffix("\n") && run.error.split(separator: "\n").count == 1)
        let after = try Data(contentsOf: URL(fileURLWithPath: database))
        #expect(before == after, "\(arguments) changed the database file")
    }

    @Test func aSetWithOneBadPairOfThreeChangesNothing() throws {
        let run = CommandRun.inProcess(
            ["layout", "set", "tall", "barHeight=90", "titleOffset=bad", "buttonOffset=4"], database: database
        )
        #expect(run.status == 1)
        #expect(
            run.error
                == "error: layout 'tall', field 'titleOffset': 'bad' is not a number; expected number -300…300\n"
        )
        let show = CommandRun.inProcess(["layout", "show", "tall", "--json"], database: database)
        #expect(show.output.contains(#""barHeight" : "70""#))
        #expect(!show.output.contains("buttonOffset"))
    }

    @Test func readCommandsNeverCreateADatabase() {
        let missing = directory.file("missing.sqlite")
        let run = CommandRun.inProcess(["palette", "list"], database: missing)
        #expect(run.status == 1)
        #expect(run.error.contains("no catalog at"))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func usageErrorsExit64WithTheUsageLine() {
        let run = CommandRun.inProcess(["palette", "create"], database: database)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("error: "))
        #expect(
            run.error.contains("USAGE: barkeep palette create")
                || run.error.contains("Usage: barkeep palette create"))
        #expect(run.error.contains("See 'barkeep palette create --help'."))
        let unknown = CommandRun.inProcess(["palete", "list"], database: database)
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("palette"))
    }

    @Test func theCatalogStaysHealthyAfterASessionOfCRUD() throws {
        let session: [[String]] = [
            ["palette", "create", "accent", "light=#FF9500", "dark=#FF9F0A"],
            ["palette", "set", "brand", "light={accent}"],
            [
                "appearance", "create", "child", "--parent", "base", "scrollEdge=default",
                "standard.title.color={brand}",
            ],
            ["appearance", "rename", "child", "leaf"],
            ["appearance", "copy", "leaf", "leaf2"],
            ["appearance", "unset", "leaf2", "scrollEdge"],
            ["appearance", "delete", "leaf2"],
            ["palette", "rename", "accent", "orange"],
            ["theme", "create", "main", "navigation=leaf", "tab=tabs", "sheets=half", "layout=tall"],
            ["sheet", "rename", "half", "halfway"],
        ]
        for arguments in session {
            let run = CommandRun.inProcess(arguments, database: database)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
        #expect(
            CommandRun.inProcess(["theme", "show", "main"], database: database).output.contains(
                "sheets      halfway"))
        #expect(
            CommandRun.inProcess(["palette", "show", "brand"], database: database).output.contains("{orange}")
        )
        let connection = try Connection(path: database, mode: .readOnly)
        #expect(try connection.firstRow("PRAGMA journal_mode")?.text(0) == "wal")
        #expect(try connection.firstRow("PRAGMA integrity_check")?.text(0) == "ok")
        #expect(try connection.rows("PRAGMA foreign_key_check").isEmpty)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let junk = directory.file("notes.txt")
        try "not a database".write(toFile: junk, atomically: true, encoding: .utf8)
        for arguments in [["init"], ["palette", "list"]] {
            let run = CommandRun.inProcess(arguments, database: junk)
            #expect(run.status == 1)
            #expect(run.error == "error: '\(junk)' is not an SQLite database; refusing to touch it\n")
        }
        #expect(try String(contentsOfFile: junk, encoding: .utf8) == "not a database")
    }

    @Test func aCatalogCannotBeCreatedInAMissingDirectory() {
        let run = CommandRun.inProcess(["init"], database: directory.file("missing/dir/c.sqlite"))
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: cannot create a catalog at '"))
        #expect(run.error.contains("does the directory exist"))
    }
}
