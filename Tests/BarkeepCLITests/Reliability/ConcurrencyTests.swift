import BarkeepCore
import BarkeepTestSupport
import Foundation
import Synchronization
import Testing

/// Concurrent writers and readers, as separate processes of the built binary on one catalog: every
/// command succeeds (writers wait for the lock), no update is lost, there is exactly one history
/// entry per change, change times are ordered like change ids, and `check` is clean afterwards.
@Suite struct ConcurrencyTests {
    static let writers = 4
    static let commandsPerWriter = 25

    let directory = TemporaryDirectory()

    /// Runs the binary on `database`; returns its exit status.
    static func run(_ arguments: [String], database: String, actor: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRun.executablePath)
        process.arguments = ["--db", database] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "BARKEEP_ACTOR": actor]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func concurrentWritersAndReadersLoseNothingAndKeepTimesInOrder() throws {
        let database = directory.file("c.sqlite")
        #expect(try Self.run(["init"], database: database, actor: "setup") == 0)
        for name in ["ink", "paper"] {
            #expect(
                try Self.run(
                    ["palette", "create", name, "light=#000000"], database: database, actor: "setup") == 0)
        }
        let failures = Atomic(0)
        // Processes 0..<writers write; the last one reads while they do.
        DispatchQueue.concurrentPerform(iterations: Self.writers + 1) { worker in
            for index in 0..<Self.commandsPerWriter {
                let runs: [[String]]
                if worker == Self.writers {
                    runs = [
                        ["history", "--limit", "5"], ["palette", "show", "ink"],
                        ["resolve", "palette", "paper"],
                    ]
                } else {
                    // Overlapping entities: every writer sets both colours, each to its own value.
                    let name = index % 2 == 0 ? "ink" : "paper"
                    let value = String(format: "#%02X%04X", worker, index)
                    runs = [["palette", "set", name, "light=\(value)", "description=w\(worker) c\(index)"]]
                }
                for arguments in runs
                where (try? Self.run(arguments, database: database, actor: "p\(worker)")) != 0 {
                    failures.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        let catalog = try Catalog(path: database, create: false, nowMilliseconds: 0)
        let changes = try catalog.history.changes(HistoryQuery()).changes.reversed()
        #expect(changes.count == 2 + Self.writers * Self.commandsPerWriter)
        #expect(changes.map(\.atMilliseconds) == changes.map(\.atMilliseconds).sorted())
        for name in ["ink", "paper"] {
            let versions = try catalog.history.versions(.palette, name)
            #expect(versions.map(\.version) == Array(1...versions.count))
            // No lost update: the entity is exactly what its latest change recorded.
            #expect(try versions.last?.afterDocument() == EntityDocument(try catalog.entity(.palette, name)))
        }
        #expect(try catalog.check().problems.isEmpty)
    }
}
