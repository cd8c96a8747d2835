import BarkeepTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Database faults that need a real file system: a read-only catalog file and a read-only folder, as a
/// user who is not root (the tests run as root, who may write anything, so the built binary runs as
/// `nobody` through `setpriv`), and a full disk as a small tmpfs. Each write is refused with a message
/// in words, nothing half-written, and the catalog file's bytes unchanged. Each test is enabled only
/// where what it needs is here (root and `setpriv`; permission to mount a tmpfs), and says what it
/// needs when it is not.
@Suite(.serialized) struct UnprivilegedAndFullDiskTests {
    /// `nobody`.
    static let nobody: UInt32 = 65_534
    /// The program that drops privileges.
    static let setpriv = "/usr/bin/setpriv"

    let directory = TemporaryDirectory()

    /// A demo catalog at `path`, made by the binary.
    func makeDemo(_ path: String) throws {
        let run = try CommandRun.binary(["--db", path, "demo"], in: directory.path)
        #expect(run.status == 0, "\(run)")
    }

    /// Runs the binary as `nobody` with `arguments`.
    func asNobody(_ arguments: [String]) throws -> CommandRun {
        try CommandRun.binary(
            ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", CommandRun.executablePath]
                + arguments,
            in: "/", executable: Self.setpriv)
    }

    /// Whether the built binary can be run as another user here: as root, with a `setpriv` that can
    /// switch to `nobody`.
    static let canRunUnprivileged: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
        let probe = try? CommandRun.binary(["--reuid=\(nobody)", "/bin/true"], in: "/", executable: setpriv)
        return probe?.status == 0
    }()

    /// Whether a small tmpfs can be mounted here (the full-disk trial's disk).
    static let canMountSmallDisk: Bool = {
        let probe = TemporaryDirectory()
        guard
            let mount = try? CommandRun.binary(
                ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path], in: "/", executable: "/bin/mount"),
            mount.status == 0
        else { return false }
        _ = try? CommandRun.binary([probe.path], in: "/", executable: "/bin/umount")
        return true
    }()

    /// Makes `path` belong to `nobody` with `permissions`.
    func give(_ path: String, permissions: Int) throws {
        try FileManager.default.setAttributes(
            [
                .ownerAccountID: Self.nobody, .groupOwnerAccountID: Self.nobody,
                .posixPermissions: permissions,
            ], ofItemAtPath: path)
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test(.enabled(if: canRunUnprivileged, "needs root and a setpriv that can become nobody"))
    func aReadOnlyCatalogFileIsRefusedAndReadCommandsStillWork() throws {
        let folder = directory.file("file-read-only")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let catalog = folder + "/catalog.sqlite"
        try makeDemo(catalog)
        try give(folder, permissions: 0o755)
        try give(catalog, permissions: 0o444)
        let before = try bytes(catalog)
        let set = try asNobody(["--db", catalog, "palette", "set", "brand", "light=#000000"])
        #expect(set.status == 1, "\(set)")
        #expect(
            set.error.hasPrefix(
                "error: the catalog cannot be written (is the file or its folder read-only?)"),
            "\(set)")
        #expect(try bytes(catalog) == before)
        let list = try asNobody(["--db", catalog, "palette", "list"])
        #expect(list.status == 0, "\(list)")
        #expect(list.output.contains("brand"))
        let check = try asNobody(["--db", catalog, "check"])
        #expect(check.status == 0, "\(check)")
        #expect(try bytes(catalog) == before)
    }

    @Test(.enabled(if: canRunUnprivileged, "needs root and a setpriv that can become nobody"))
    func aCatalogInAReadOnlyFolderIsRefusedInWords() throws {
        let folder = directory.file("folder-read-only")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let catalog = folder + "/catalog.sqlite"
        try makeDemo(catalog)
        try? FileManager.default.removeItem(atPath: folder + "/barkeep-demo-export")
        try give(catalog, permissions: 0o644)
        try give(folder, permissions: 0o555)
        defer { try? give(folder, permissions: 0o755) }
        let before = try bytes(catalog)
        // A WAL catalog needs its -wal and -shm files beside it, so even a read fails in a folder no one
        // may write; both say so in words and change nothing.
        for arguments in [["palette", "set", "brand", "light=#000000"], ["palette", "list"]] {
            let run = try asNobody(["--db", catalog] + arguments)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(
                run.error.hasPrefix(
                    "error: the catalog cannot be written (is the file or its folder read-only?)"),
                "\(arguments): \(run)")
            #expect(try bytes(catalog) == before)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["catalog.sqlite"])
    }

    /// Runs `body` with a fresh tmpfs of `kilobytes` mounted at a new folder.
    func withSmallDisk(kilobytes: Int, _ body: (String) throws -> Void) throws {
        let mountPoint = directory.file("small-disk")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        let mount = try CommandRun.binary(
            ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", mountPoint], in: "/",
            executable: "/bin/mount")
        try #require(mount.status == 0, "mounting the small disk failed: \(mount.error)")
        defer { _ = try? CommandRun.binary([mountPoint], in: "/", executable: "/bin/umount") }
        try body(mountPoint)
    }

    /// Fills the disk holding `folder`, leaving about `kilobytes` free.
    func fill(_ folder: String, leaving kilobytes: Int) throws {
        var stats = statvfs()
        #expect(statvfs(folder, &stats) == 0)
        let free = Int(stats.f_bavail) * Int(stats.f_frsize)
        let size = max(0, free - kilobytes * 1_024)
        #expect(FileManager.default.createFile(atPath: folder + "/filler", contents: Data(count: size)))
    }

    @Test(.enabled(if: canMountSmallDisk, "needs permission to mount a tmpfs"))
    func aFullDiskRefusesWritesInWordsAndChangesNothing() throws {
        try withSmallDisk(kilobytes: 512) { disk in
            let catalog = disk + "/catalog.sqlite"
            try makeDemo(catalog)
            try? FileManager.default.removeItem(atPath: disk + "/barkeep-demo-export")
            let before = try bytes(catalog)
            let description = String(repeating: "x", count: 3_000)
            // Room for the shared-memory file but not for the change: the commit fails.
            try fill(disk, leaving: 40)
            let set = try CommandRun.binary(
                ["--db", catalog, "palette", "set", "brand", "light=#000000", "description=\(description)"],
                in: disk)
            #expect(set.status == 1, "\(set)")
            #expect(set.error.hasPrefix("error: the disk is full; nothing was changed"), "\(set)")
            #expect(try bytes(catalog) == before)
            // No room at all: the commit fails, or, where the shared-memory file is not kept between
            // commands, it cannot be made; either way the message says the disk is full.
            try FileManager.default.removeItem(atPath: disk + "/filler")
            try fill(disk, leaving: 0)
            let full = try CommandRun.binary(
                ["--db", catalog, "palette", "set", "brand", "light=#000000"], in: disk)
            #expect(full.status == 1, "\(full)")
            #expect(
                full.error.hasPrefix("error: the disk is full") || full.error.contains("is the disk full?"),
                "\(full)")
            #expect(try bytes(catalog) == before)
            // With room again the catalog is intact and unchanged.
            try FileManager.default.removeItem(atPath: disk + "/filler")
            let check = try CommandRun.binary(["--db", catalog, "check"], in: disk)
            #expect(check.status == 0, "\(check)")
            let show = try CommandRun.binary(["--db", catalog, "palette", "show", "brand"], in: disk)
            #expect(show.output.contains("{signal-red}") && !show.output.contains("#000000"), "\(show)")
        }
    }
}
