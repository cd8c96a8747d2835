import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepCLI

/// Exports running at once in one process, as the library and the tests run them: each writes its
/// own temporary file and renames it into place. The path the signal handler removes was one shared
/// variable, which two exports freed twice (the heap corrupted, the process aborted on a later
/// allocation); each export now has its slot.
@Suite struct ConcurrentExportTests {
    @Test func exportsAtOnceInOneProcessEachWriteTheirFile() async throws {
        let harness = CommandLineHarness()
        #expect(harness.run("demo").status == 0)
        let database = harness.databasePath
        let folders = (0..<8).map { harness.directory.file("out\($0)") }
        for folder in folders {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for round in 0..<100 {
            let statuses = await withTaskGroup(of: Int32.self) { group in
                for folder in folders {
                    group.addTask {
                        CommandRun.inProcess(
                            ["export", "--format", "snapshot", "--output", folder + "/r\(round).json"],
                            database: database
                        ).status
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 0, count: folders.count))
        }
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(names == (0..<100).map { "r\($0).json" }.sorted())
        }
    }
}
