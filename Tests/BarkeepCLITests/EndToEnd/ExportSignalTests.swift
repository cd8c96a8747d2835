import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 31: `export --output` interrupted by a real signal. SIGINT and SIGTERM remove the temporary
/// file before the signal ends the process; SIGKILL cannot, so the next export to the same name
/// removes the temporary files whose process is gone (and keeps those of a running one).
@Suite(.serialized) struct ExportSignalTests {
    let directory = TemporaryDirectory()

    /// A catalog large enough that its UIKit export is still writing when the signal arrives: made
    /// in-process, once per test.
    func makeCatalog() throws -> String {
        let path = directory.file("large.sqlite")
        let catalog = try Catalog(path: path, create: true, nowMilliseconds: 0)
        try catalog.mutate(
            ChangeContext(actor: "setup", message: nil, command: "setup", atMilliseconds: 1_000)
        ) { session in
            try session.create(
                try EntityEditor.applying(["light=#336699"], to: Entity(kind: .palette, name: "c")))
            for index in 0..<3_000 {
                try session.create(
                    try EntityEditor.applying(
                        [
                            "standard.backgroundColor={c}", "standard.title.color=#FFFFFF",
                            "standard.title.size=17",
                        ],
                        to: Entity(kind: .appearance, name: "a\(index)", bar: .navigation)))
            }
        }
        return path
    }

    /// The temporary files beside `output`.
    func temporaryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }

    /// Starts the built binary with `arguments`, its output thrown away, with no signal blocked or
    /// ignored: a shell starts a command so, while a `Process` of this test runner would pass on the
    /// signals its thread blocks (SIGINT and SIGTERM among them).
    func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([CommandRun.executablePath] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, CommandRun.executablePath, &actions, &attributes, argv, environ)
        try #require(code == 0, "posix_spawn: \(code)")
        return pid
    }

    /// Starts `export --format uikit --output out.swift` on `database`, waits until its temporary file
    /// exists, sends `number` and waits for the process to end; returns its pid and the signal that
    /// ended it (nil when it exited).
    func exportSignalled(_ number: Int32, database: String) throws -> (pid: pid_t, signal: Int32?) {
        let pid = try spawn([
            "--db", database, "export", "--format", "uikit", "--output", directory.file("out.swift"),
        ])
        let temporary = directory.file(".out.swift.\(pid).tmp")
        var status: Int32 = 0
        var ended = false
        while !FileManager.default.fileExists(atPath: temporary) {
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
            usleep(1_000)
        }
        #expect(!ended, "the export ended before its temporary file was seen; make the catalog larger")
        if !ended {
            kill(pid, number)
            waitpid(pid, &status, 0)
        }
        // The low seven bits of a wait status are the signal that ended the process, 0 for an exit.
        return (pid, status & 0x7F == 0 ? nil : status & 0x7F)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anEndingSignalRemovesTheTemporaryFile(_ number: Int32) throws {
        let database = try makeCatalog()
        #expect(try exportSignalled(number, database: database).signal == number)
        #expect(try temporaryFiles() == [])
        #expect(!FileManager.default.fileExists(atPath: directory.file("out.swift")))
    }

    @Test func theNextExportRemovesWhatAKilledOneLeft() throws {
        let database = try makeCatalog()
        let killed = try exportSignalled(SIGKILL, database: database)
        #expect(killed.signal == SIGKILL)
        #expect(try temporaryFiles() == [".out.swift.\(killed.pid).tmp"])
        // A running process's file (this test's) stays; so does another output's.
        let running = ".out.swift.\(getpid()).tmp"
        let other = ".other.swift.\(killed.pid).tmp"
        for name in [running, other] {
            FileManager.default.createFile(atPath: directory.file(name), contents: nil)
        }
        let again = try CommandRun.binary(
            ["--db", database, "export", "--format", "uikit", "--output", directory.file("out.swift")],
            in: directory.path)
        #expect(again.status == 0, "\(again)")
        #expect(try temporaryFiles().sorted() == [running, other].sorted())
        #expect(FileManager.default.fileExists(atPath: directory.file("out.swift")))
    }
}
