import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

/// How often a one-field `set` syncs, counted with `strace`: the log's header, the log before the
/// checkpoint and the main file after it; the directory only when the log is new, not for the log
/// kept since. Skipped where `strace` is not installed.
@Suite struct SyncCountTests {
    let directory = TemporaryDirectory()

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func aOneFieldSetSyncsThreeTimesOnceTheLogIsKept() throws {
        let path = directory.file("c.sqlite")
        let catalog = try Catalog(path: path, create: true, nowMilliseconds: 0)
        try catalog.mutate(ChangeContext(actor: "setup", message: nil, command: "setup", atMilliseconds: 1)) {
            try $0.create(
                try EntityEditor.applying(["light=#C62828"], to: Entity(kind: .palette, name: "brand")))
        }
        var counts: [Int] = []
        for value in ["#111111", "#222222", "#333333"] {
            let log = directory.file("strace.log")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
            process.arguments = [
                "-f", "-qq", "-o", log, "-e", "trace=fdatasync,fsync", CommandRun.executablePath, "--db",
                path,
                "palette", "set", "brand", "light=\(value)",
            ]
            process.environment = ["PATH": "/usr/bin:/bin", "BARKEEP_ACTOR": "sync"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("fdatasync(") || $0.contains("fsync(") }
            counts.append(calls.count)
        }
        // The first edit of a new catalog creates the log, and syncs its directory once.
        #expect(counts[0] <= 4, "\(counts)")
        #expect(counts.dropFirst().allSatisfy { $0 <= 3 }, "\(counts)")
        #expect(
            try Catalog(path: path, create: false, nowMilliseconds: 0).entity(.palette, "brand")
                .fields["light"]?.canonicalText == "#333333")
    }
}
