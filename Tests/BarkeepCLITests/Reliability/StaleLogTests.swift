import BarkeepStore
import BarkeepTestSupport
import Foundation
import Testing

/// Issue 31, finding 3: a write-ahead log left holding a commit (a reader in another process kept the
/// checkpoint from copying it) is never replayed over a `.sqlite` file replaced since, by a real
/// `git checkout` or a copy in place: every command refuses in words and the file keeps its bytes. The
/// catalog as it was (or the same bytes put back) reads the commit as usual, and a write without a
/// reader leaves the log empty.
@Suite struct StaleLogTests {
    let directory = TemporaryDirectory()
    var catalog: String { directory.file("c.sqlite") }

    /// Runs the built binary on the catalog.
    @discardableResult
    private func barkeep(_ arguments: String...) throws -> CommandRun {
        try CommandRun.binary(["--db", catalog] + arguments, in: directory.path)
    }

    /// Runs `git` in the directory.
    @discardableResult
    private func git(_ arguments: String...) throws -> CommandRun {
        let run = try CommandRun.binary(
            ["-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: directory.path,
            executable: "/usr/bin/git")
        #expect(run.status == 0, "git \(arguments): \(run)")
        return run
    }

    /// Creates palette colour `name` while this process holds a read transaction on the catalog, so that
    /// the write's checkpoint cannot copy it into the main file (the writer waits out its busy timeout).
    private func createWhileAReaderHoldsTheLog(_ name: String) throws {
        let reader = try CatalogDatabase.open(path: catalog, access: .read, nowMilliseconds: 0)
        try reader.execute("BEGIN DEFERRED")
        _ = try reader.firstRow("SELECT count(*) FROM change")
        let run = try barkeep("palette", "create", name, "light=#222222")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("another program is reading the catalog, so this change waits in"), "\(run)")
        try reader.execute("COMMIT")
    }

    /// The size of the file at `path`, 0 when it does not exist.
    private func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    /// Every command refuses the catalog in words, and the file keeps `bytes`.
    private func expectRefused(keeping bytes: Data) throws {
        for arguments in [["palette", "list"], ["check"], ["palette", "create", "late", "light=#333333"]] {
            let run = try CommandRun.binary(["--db", catalog] + arguments, in: directory.path)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(
                run.stderr.hasPrefix(
                    "error: the write-ahead log '\(catalog)-wal' holds changes made to another "),
                "\(run)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == bytes)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed"))
    func aGitCheckoutOverAHeldBackLogIsRefused() throws {
        try barkeep("demo").expectSuccess()
        #expect(size(catalog + "-wal") == 0, "a write without a reader leaves the log empty")
        try git("init", "-q")
        try git("add", "c.sqlite")
        try git("commit", "-q", "-m", "demo")
        let demo = try Data(contentsOf: URL(fileURLWithPath: catalog))
        try barkeep("palette", "create", "zed", "light=#111111").expectSuccess()
        try git("commit", "-q", "-am", "zed")
        try createWhileAReaderHoldsTheLog("stale")
        #expect(size(catalog + "-wal") > 0, "the reader held the commit in the log")
        try git("checkout", "-q", "HEAD~1", "--", "c.sqlite")
        try expectRefused(keeping: demo)
        // Keeping the file as checked out: delete the log, as the message says.
        for suffix in ["-wal", "-shm", "-wal-base"] {
            try? FileManager.default.removeItem(atPath: catalog + suffix)
        }
        let list = try barkeep("palette", "list")
        #expect(list.status == 0 && !list.stdout.contains("zed") && !list.stdout.contains("stale"), "\(list)")
        #expect(try barkeep("check").status == 0)
    }

    @Test func aCopyInPlaceIsRefusedAndTheSameBytesPutBackAreNot() throws {
        try barkeep("demo").expectSuccess()
        let older = directory.file("older.sqlite")
        try FileManager.default.copyItem(atPath: catalog, toPath: older)
        try barkeep("palette", "create", "zed", "light=#111111").expectSuccess()
        try createWhileAReaderHoldsTheLog("stale")
        // Nothing replaced: the held-back commit reads as usual.
        let list = try barkeep("palette", "list")
        #expect(list.stdout.contains("stale") && list.stdout.contains("zed"), "\(list)")
        let base = directory.file("base.sqlite")
        try FileManager.default.copyItem(atPath: catalog, toPath: base)
        // A copy in place keeps the inode and changes the bytes.
        let copy = try CommandRun.binary([older, catalog], in: directory.path, executable: "/bin/cp")
        #expect(copy.status == 0, "\(copy)")
        try expectRefused(keeping: try Data(contentsOf: URL(fileURLWithPath: older)))
        // The file the log was made to, put back: the log applies, and the next write empties it.
        try CommandRun.binary([base, catalog], in: directory.path, executable: "/bin/cp").expectSuccess()
        let restored = try barkeep("palette", "list")
        #expect(restored.stdout.contains("stale") && restored.stdout.contains("zed"), "\(restored)")
        try barkeep("palette", "create", "after", "light=#444444").expectSuccess()
        #expect(size(catalog + "-wal") == 0)
        #expect(!FileManager.default.fileExists(atPath: catalog + "-wal-base"))
        #expect(try barkeep("check").status == 0)
    }
}
