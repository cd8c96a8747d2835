import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

#if canImport(Glibc)
    import Glibc
#endif

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
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(files == ["c.sqlite"], "\(arguments) left \(files)")
        }
    }

    /// A database in WAL mode, left as one file, with `edit` applied.
    func databaseInWALMode(catalog: Bool, _ edit: (Connection) throws -> Void) throws {
        do {
            let connection =
                catalog
                ? try CatalogDatabase.open(path: path, create: true, nowMilliseconds: 0)
                : try Connection(path: path, mode: .create)
            try connection.execute("PRAGMA journal_mode = WAL")
            try edit(connection)
            try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path))[18] == 2)
    }

    /// Issue 31: opening a WAL-mode file makes its `-wal` and `-shm`, even read-only; a refused file is
    /// left as it was found, one file (before: a 32 KiB `-shm` and an empty `-wal` stayed).
    @Test func aRefusedFileInWALModeIsLeftAsOneFile() throws {
        try databaseInWALMode(catalog: false) { try $0.execute("CREATE TABLE notes (body TEXT)") }
        try expectRefusedUntouched("not a Barkeep catalog")
        try FileManager.default.removeItem(atPath: path)
        try databaseInWALMode(catalog: true) { connection in
            try connection.execute(
                "INSERT INTO barkeep_migration VALUES ('0099_future', '0000000000000000', 3)")
        }
        try expectRefusedUntouched("newer Barkeep")
    }

    /// Issue 31: `--db` naming a device, a FIFO or a directory is refused in words before SQLite opens
    /// it, and no `-journal` is made beside it (before: `/dev/zero` read as an empty database and got a
    /// `/dev/zero-journal`).
    @Test func whatIsNotARegularFileIsRefusedAndLeftAlone() throws {
        let zero = directory.file("zero")
        let fifo = directory.file("fifo")
        let folder = directory.file("folder")
        // The numbers of /dev/zero (major 1, minor 5), as makedev(1, 5) would give them.
        try #require(mknod(zero, S_IFCHR | 0o666, dev_t((1 << 8) | 5)) == 0, "mknod: \(errno)")
        try #require(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let cases = [
            (zero, "a character device", Self.commands), (folder, "a directory", Self.commands),
            // `init` on a FIFO would wait for a writer if it were opened.
            (fifo, "a named pipe (FIFO)", Array(Self.commands.dropLast())),
        ]
        for (target, what, commands) in cases {
            for arguments in commands {
                let run = CommandRun.inProcess(arguments, database: target)
                #expect(run.status == 1, "\(arguments): \(run)")
                #expect(run.error.contains("'\(target)' is \(what), not a catalog file"), "\(run.error)")
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["fifo", "folder", "zero"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
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
