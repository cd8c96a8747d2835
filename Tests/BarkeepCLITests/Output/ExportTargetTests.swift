import BarkeepTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 31, findings 1 and 2: what `export --output` does with what is already at the path. A regular
/// file or a missing path is replaced atomically; a character device or a FIFO is written through and
/// stays what it is; a socket, a block device or a directory is refused in words; the catalog and its
/// `-wal` and `-shm` files, under any name, are never written over. Every special file is made inside
/// the test's own directory (a character device with the numbers of /dev/null, made with `mknod`).
@Suite struct ExportTargetTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("demo").expectSuccess()
    }

    /// The type bits of what `path` names (without following a last symbolic link).
    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    @Test func aCharacterDeviceIsWrittenThroughAndStaysADevice() throws {
        let device = barkeep.directory.file("null-device")
        // The numbers of /dev/null (major 1, minor 3), as makedev(1, 3) would give them.
        try #require(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "mknod: \(errno)")
        let run = barkeep.run("export", "--format", "snapshot", "-o", device)
        #expect(run.status == 0, "\(run)")
        #expect(fileType(device) == S_IFCHR, "still a character device")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: barkeep.directory.path)
        #expect(!leftovers.contains { $0.hasSuffix(".tmp") }, "\(leftovers)")
    }

    @Test func aFIFOIsWrittenThroughToItsReader() throws {
        let fifo = barkeep.directory.file("pipe")
        try #require(mkfifo(fifo, 0o600) == 0)
        // The reader's open waits for the export's, as the export's waits for it; then it reads to the end.
        let received = Mutex(Data())
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.withLock { $0 = data }
            done.signal()
        }
        let run = barkeep.run("export", "--format", "snapshot", "-o", fifo)
        done.wait()
        #expect(run.status == 0, "\(run)")
        #expect(fileType(fifo) == S_IFIFO, "still a FIFO")
        let expected = barkeep.run("export", "--format", "snapshot").stdout
        #expect(received.withLock { String(decoding: $0, as: UTF8.self) } == expected)
    }

    @Test func aSocketIsRefusedInWords() throws {
        let socketPath = barkeep.directory.file("s.sock")
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in socketPath.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0, "bind: \(errno)")
        let run = barkeep.run("export", "--format", "snapshot", "-o", socketPath)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: cannot write \(socketPath): it is a socket; export writes a regular file, a FIFO or a "
                + "character device\n")
        #expect(fileType(socketPath) == S_IFSOCK, "still a socket")
    }

    @Test func aDirectoryWhereTheFileIsMeantIsRefused() throws {
        let folder = barkeep.directory.file("Generated")
        try FileManager.default.createDirectory(
            atPath: folder + "/barkeep.snapshot.json", withIntermediateDirectories: true)
        let run = barkeep.run("export", "--format", "snapshot", "-o", folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("it is a directory; export writes a regular file"), "\(run)")
    }

    @Test func aLinkToARegularFileKeepsTheLinkAndReplacesItsFile() throws {
        let file = barkeep.directory.file("Bars.swift")
        let link = barkeep.directory.file("link.swift")
        try "old".write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let run = barkeep.run("export", "--format", "swiftui", "-o", link)
        #expect(run.status == 0, "\(run)")
        #expect(fileType(link) == S_IFLNK, "the link is not renamed over")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("import SwiftUI"))
    }

    @Test func theCatalogAndItsFilesAreNeverWrittenOver() throws {
        let catalog = barkeep.databasePath
        let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let hardLink = barkeep.directory.file("hard.sqlite")
        try FileManager.default.linkItem(atPath: catalog, toPath: hardLink)
        let symbolicLink = barkeep.directory.file("soft.sqlite")
        try FileManager.default.createSymbolicLink(atPath: symbolicLink, withDestinationPath: catalog)
        let logLink = barkeep.directory.file("log-link")
        try FileManager.default.createSymbolicLink(atPath: logLink, withDestinationPath: catalog + "-wal")
        // A directory holding a link to the catalog under the format's file name.
        let folder = barkeep.directory.file("out")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/barkeep.snapshot.json", withDestinationPath: catalog)
        let paths = [
            catalog, catalog + "-wal", catalog + "-shm", hardLink, symbolicLink, logLink, folder,
            barkeep.directory.path + "/../" + (barkeep.directory.path as NSString).lastPathComponent
                + "/barkeep.sqlite",
        ]
        for path in paths {
            let run = barkeep.run("export", "--format", "snapshot", "-o", path)
            #expect(run.status == 1, "\(path): \(run)")
            #expect(run.stderr.contains("it is the catalog being exported, or one of its files"), "\(run)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
        #expect(barkeep.run("check").status == 0)
        // The same file name in another directory is an ordinary file.
        let elsewhere = barkeep.directory.file("other/barkeep.sqlite")
        try FileManager.default.createDirectory(
            atPath: barkeep.directory.file("other"), withIntermediateDirectories: false)
        #expect(barkeep.run("export", "--format", "snapshot", "-o", elsewhere).status == 0)
    }

    @Test func theLogOfACatalogLeftAsOneFileIsSpared() throws {
        let directory = TemporaryDirectory()
        let catalog = directory.file("fresh.sqlite")
        #expect(CommandRun.inProcess(["init"], database: catalog).status == 0)
        try? FileManager.default.removeItem(atPath: catalog + "-wal")
        try? FileManager.default.removeItem(atPath: catalog + "-shm")
        for suffix in ["-wal", "-shm"] {
            let run = CommandRun.inProcess(
                ["export", "--format", "snapshot", "-o", catalog + suffix], database: catalog)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("it is the catalog being exported, or one of its files"), "\(run)")
        }
        #expect(CommandRun.inProcess(["check"], database: catalog).status == 0)
    }
}
