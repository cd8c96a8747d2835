import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

/// A file Barkeep refuses keeps every byte: it is identified before anything is written (no switch
/// to WAL), and read commands never write (issue 10, defect 4).
@Suite struct RefusedFileTests {
    let directory = TemporaryDirectory()
    var path: String { directory.file("c.sqlite") }

    /// Commands that read, write and create, each of which must refuse the file.
    static let commands: [[String]] = [
        ["history"], ["palette", "list"], ["palette", "create", "x", "light=#000000"], ["init"],
    ]

    /// Runs every command against the file and checks the refusal and that no byte changed.
    func expectRefusedUntouched(_ fragment: String, commands: [[String]] = commands) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for arguments in commands {
            let run = CommandRun.inProcess(arguments, database: path)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.error.contains(fragment), "\(arguments): \(run.error)")
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "\(arguments) changed the file")
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "\(arguments) made a WAL file")
        }
    }

    /// A migrated catalog in rollback-journal mode (as a copy made with `sqlite3 .backup` is).
    func catalogWithoutWAL(_ edit: (Connection) throws -> Void) throws {
        do {
            let connection = try CatalogDatabase.open(path: path, create: true, nowMilliseconds: 0)
            try connection.execute("PRAGMA journal_mode = DELETE")
            try edit(connection)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path))[18] == 1)
    }

    @Test func aForeignDatabaseIsRefusedWithItsBytesUnchanged() throws {
        do {
            let connection = try Connection(path: path, mode: .create)
            try connection.execute("CREATE TABLE notes (body TEXT)")
        }
        try expectRefusedUntouched("not a Barkeep catalog")
    }

    @Test func aNewerSchemaIsRefusedWithItsBytesUnchanged() throws {
        try catalogWithoutWAL { connection in
            try connection.execute(
                "INSERT INTO barkeep_migration VALUES ('0099_future', '0000000000000000', 3)")
        }
        try expectRefusedUntouched("newer Barkeep")
    }

    @Test func aTamperedMigrationIsRefusedWithItsBytesUnchanged() throws {
        try catalogWithoutWAL { connection in
            try connection.execute(
                "UPDATE barkeep_migration SET checksum = 'feedfacefeedface' WHERE identifier = '0001_catalog'"
            )
        }
        try expectRefusedUntouched("schema was changed outside Barkeep")
    }

    @Test func anEmptyFileIsNotACatalogForReadOrWriteCommands() throws {
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        try expectRefusedUntouched("empty file", commands: Array(Self.commands.dropLast()))
        let made = CommandRun.inProcess(["init"], database: path)
        #expect(made.status == 0, "\(made)")
        #expect(CommandRun.inProcess(["history"], database: path).status == 0)
    }

    @Test func readCommandsNeverWriteAnOlderCatalog() throws {
        do {
            let connection = try Connection(path: path, mode: .create)
            try Migrator(migrations: Array(Migration.embedded.dropLast())).migrate(
                connection, nowMilliseconds: 0)
        }
        try expectRefusedUntouched("older Barkeep", commands: [["history"], ["palette", "list"]])
        #expect(CommandRun.inProcess(["init"], database: path).status == 0)
        #expect(CommandRun.inProcess(["history"], database: path).status == 0)
    }
}
