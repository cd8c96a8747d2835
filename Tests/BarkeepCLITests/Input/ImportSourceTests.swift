import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `import` reads (issue 31, low findings): a regular file, or standard input given as `-` or
/// `/dev/stdin`. A named pipe, a directory or a device is refused in words before it is opened, so a
/// pipe nobody writes to cannot keep the import waiting; nothing is written.
@Suite struct ImportSourceTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
    }

    @Test func aNamedPipeWithNoWriterIsRefusedInWords() throws {
        let pipe = barkeep.directory.file("tokens.json")
        #expect(mkfifo(pipe, 0o600) == 0)
        for format in ["snapshot", "dtcg", "swift"] {
            let run = barkeep.run("import", "--format", format, pipe)
            #expect(run.status == 1, "\(format): \(run)")
            #expect(
                run.error.contains("\(pipe): cannot read the file: it is a named pipe (FIFO)"), "\(run.error)"
            )
            #expect(run.error.contains("standard input given as '-' or /dev/stdin"), "\(run.error)")
        }
        #expect(barkeep.run("history").lines.count == 0)
    }

    @Test func aDirectoryAndADeviceAreRefusedInWords() throws {
        let folder = barkeep.directory.file("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let directory = barkeep.run("import", folder)
        #expect(directory.status == 1)
        #expect(
            directory.error.contains("\(folder): cannot read the file: it is a directory"), "\(directory)")
        let device = barkeep.run("import", "/dev/zero")
        #expect(device.status == 1)
        #expect(device.error.contains("/dev/zero: cannot read the file: it is a device"), "\(device)")
        #expect(barkeep.run("history").lines.count == 0)
    }

    @Test func standardInputIsReadThroughTheBuiltBinary() throws {
        let database = barkeep.directory.file("piped.sqlite")
        let snapshot =
            ##"{"barkeepSnapshot": 1, "entities": {"palette": {"ink": {"fields": {"light": "#000000"}}}}}"##
        for argument in ["-", "/dev/stdin"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", "printf '%s' \"$1\" | \"$2\" --db \"$3\" import --replace \"$4\"", "sh", snapshot,
                CommandRun.executablePath, database, argument,
            ]
            process.environment = ["PATH": "/usr/bin:/bin", "BARKEEP_ACTOR": "bob"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(argument)")
        }
        let show = CommandRun.inProcess(["palette", "show", "ink"], database: database)
        #expect(show.output.contains("light  #000000"), "\(show)")
    }

    /// Issue 31: a snapshot or token file that is not UTF-8 is refused at the line and column of its
    /// first bad byte, as the Swift import refuses one, and nothing is imported (before: the bytes
    /// became U+FFFD and the snapshot imported a name or value nobody wrote).
    @Test func invalidUTF8IsRefusedAtItsLineAndColumn() throws {
        let snapshot =
            Array(
                """
                {
                  "barkeepSnapshot" : 1,
                  "entities" : { "palette" : { "brand" : { "description" : "caf
                """.utf8) + [0xE9] + Array("\", \"fields\" : { \"light\" : \"#000000\" } } } } }\n".utf8)
        let tokens =
            Array("{ \"brand\": { \"$type\": \"color\", \"$description\": \"".utf8) + [0xC0, 0xAF]
            + Array("\", \"$value\": \"#000000\" } }\n".utf8)
        for (format, bytes, position) in [
            ("snapshot", snapshot, ":3: column 64:"), ("dtcg", tokens, ":1: column 49:"),
        ] {
            let path = barkeep.directory.file("bad.\(format).json")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = barkeep.run("import", "--format", format, path)
            #expect(run.status == 1, "\(format): \(run)")
            #expect(run.error.contains(path + position + " not UTF-8 text"), "\(run.error)")
            #expect(run.error.contains("nothing was imported"), "\(run.error)")
        }
        #expect(barkeep.run("history").lines.count == 0)
    }

    /// Issue 31: `import` creates a catalog from nothing (a missing path, an empty file) and
    /// `--dry-run` needs one; the README, docs/cli.md, docs/storage.md and `help import` say so alike
    /// (before, the README and docs/cli.md said only `init` and `demo` create one).
    @Test func importCreatesACatalogFromNothingAsTheDocsSay() throws {
        barkeep.run("demo").expectSuccess()
        let file = barkeep.directory.file("demo.json")
        try barkeep.run("export", "--format", "snapshot").stdout.write(
            toFile: file, atomically: true, encoding: .utf8)
        let missing = barkeep.directory.file("new.sqlite")
        let empty = barkeep.directory.file("empty.sqlite")
        #expect(CommandRun.inProcess(["import", "--dry-run", file], database: missing).status == 1)
        #expect(!FileManager.default.fileExists(atPath: missing))
        FileManager.default.createFile(atPath: empty, contents: Data())
        for database in [missing, empty] {
            let run = CommandRun.inProcess(["import", file], database: database)
            #expect(run.status == 0, "\(run)")
            #expect(CommandRun.inProcess(["palette", "list"], database: database).status == 0)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../..")
        for page in ["README.md", "docs/cli.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            #expect(
                text.contains("`init`, `demo` and `import` create it (or make an empty file one)"), "\(page)")
        }
        let storage = try String(contentsOf: root.appendingPathComponent("docs/storage.md"), encoding: .utf8)
        #expect(storage.contains("only `init`, `demo` and `import` turn an empty file into a catalog"))
        let help = barkeep.run("help", "import").stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("Like init and demo, import creates the catalog when there is none"), "\(help)")
    }
}
