import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Crash trials: the built binary is killed with SIGKILL at spread-out moments while it renames a
/// palette colour with many referrers, while it reverts that rename as a batch, and while it imports a
/// snapshot of 10,000 entities into an empty catalog. After every trial the catalog opens, `check` is clean, and it holds exactly the state before or the state
/// after the command, never anything in between. The moments are spread evenly over the command's
/// measured duration (with a seeded jitter), so the trials are reproducible in count and spread.
@Suite(.serialized) struct CrashTrialTests {
    /// Referrers of the renamed colour: each one more change in the same transaction.
    static let referrerCount = 400
    /// Trials per command.
    static let trialsPerCommand = 16
    /// Entities in the imported snapshot: half palette colours (every other one an alias), half
    /// navigation appearances referring to them.
    static let importedEntityCount = 10_000
    /// Trials of the import.
    static let importTrials = 30
    /// Import trials run at once, each on its own copy, to keep the suite's run time down.
    static let importTrialsAtOnce = 3

    let directory = TemporaryDirectory()

    /// Every entity's document and the number of changes: what "the state" of a catalog is here.
    struct State: Equatable {
        let documents: [EntityDocument]
        let changeCount: Int
    }

    static func state(of path: String) throws -> State {
        let catalog = try Catalog(path: path, create: false, nowMilliseconds: 0)
        let check = try catalog.check()
        #expect(check.problems.isEmpty, "\(check.problems)")
        return State(
            documents: try catalog.entities().map(EntityDocument.init),
            changeCount: try catalog.history.changes(HistoryQuery()).changes.count)
    }

    /// A catalog with `brand` and `referrerCount` palette colours referring to it.
    func makeBase() throws -> String {
        try RenameTrialCatalog.make(in: directory, referrers: Self.referrerCount)
    }

    /// Copies `source` to a fresh trial file and returns its path.
    func copy(_ source: String, to name: String) throws -> String {
        let path = directory.file(name)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: source, toPath: path)
        return path
    }

    /// Starts the binary on `database`; returns the running process.
    func start(_ arguments: [String], database: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRun.executablePath)
        process.arguments = ["--db", database] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "BARKEEP_ACTOR": "crash"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A snapshot file of `importedEntityCount` entities, made once: built in-process in a scratch
    /// catalog and exported by the binary.
    func makeImportFile() throws -> String {
        let source = directory.file("source.sqlite")
        let catalog = try Catalog(path: source, create: true, nowMilliseconds: 0)
        let colors = Self.importedEntityCount / 2
        try catalog.mutate(
            ChangeContext(actor: "setup", message: nil, command: "setup", atMilliseconds: 1_000)
        ) { session in
            for index in 0..<colors {
                let light =
                    index % 2 == 0
                    ? String(format: "#%06X", index * 2_654_435 % 0xFF_FFFF) : "{c\(index - 1)}"
                try session.create(
                    try EntityEditor.applying(
                        ["light=\(light)"], to: Entity(kind: .palette, name: "c\(index)")))
            }
            for index in 0..<(Self.importedEntityCount - colors) {
                try session.create(
                    try EntityEditor.applying(
                        ["standard.backgroundColor={c\(index)}", "standard.title.color=#FFFFFF"],
                        to: Entity(kind: .appearance, name: "a\(index)", bar: .navigation)))
            }
        }
        let file = directory.file("import.json")
        let export = try start(["export", "--format", "snapshot", "--output", file], database: source)
        export.waitUntilExit()
        #expect(export.terminationStatus == 0)
        return file
    }

    /// Runs `arguments` to completion on a copy of `base`, then kills it on fresh copies at spread
    /// moments; returns how many trials were killed before the command finished. With `together` above
    /// one, that many trials run at once (consecutive moments, each on its own copy), and the duration
    /// the moments spread over is measured with as many complete runs at once.
    func trials(
        _ arguments: [String], base: String, seed: UInt64, count: Int = trialsPerCommand, together: Int = 1
    ) throws -> Int {
        let before = try Self.state(of: try copy(base, to: "before.sqlite"))
        let started = Date()
        let completes = try (0..<together).map {
            try start(arguments, database: try copy(base, to: "after\($0).sqlite"))
        }
        for complete in completes {
            complete.waitUntilExit()
            #expect(complete.terminationStatus == 0)
        }
        let duration = Date().timeIntervalSince(started)
        let after = try Self.state(of: directory.file("after0.sqlite"))
        #expect(after != before)
        var random = SeededRandom(seed: seed)
        let moments = (0..<count).map { trial in
            duration * (Double(trial) + Double(random.next() % 1_000) / 1_000) / Double(count)
        }
        var killed = 0
        for first in stride(from: 0, to: count, by: together) {
            let batch = Array(first..<min(count, first + together))
            let paths = try batch.map { try copy(base, to: "trial\($0 - first).sqlite") }
            let batchStarted = Date()
            let processes = try paths.map { try start(arguments, database: $0) }
            for (index, trial) in batch.enumerated() {
                let wait = moments[trial] - Date().timeIntervalSince(batchStarted)
                if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
                kill(processes[index].processIdentifier, SIGKILL)
            }
            for (index, process) in processes.enumerated() {
                process.waitUntilExit()
                if process.terminationReason == .uncaughtSignal { killed += 1 }
                let state = try Self.state(of: paths[index])
                #expect(
                    state == before || state == after,
                    "trial \(batch[index]) at \(moments[batch[index]]) s left a state in between")
            }
        }
        return killed
    }

    @Test func killedRenamesAndBatchRevertsLeaveTheBeforeOrTheAfterState() throws {
        let base = try makeBase()
        let killedRenames = try trials(["palette", "rename", "brand", "primary"], base: base, seed: 10)
        let renamed = try copy(directory.file("after0.sqlite"), to: "renamed.sqlite")
        let renameBatch = 2
        let killedReverts = try trials(["revert", "--batch", "\(renameBatch)"], base: renamed, seed: 11)
        if ProcessInfo.processInfo.environment["BARKEEP_TRIAL_FIGURES"] == "1" {
            print(
                "crash trials: \(2 * Self.trialsPerCommand), killed mid-command: rename \(killedRenames), revert \(killedReverts)"
            )
        }
        // Most moments fall inside the command; the rest still show that a finished command stays.
        #expect(killedRenames + killedReverts >= Self.trialsPerCommand)
    }

    @Test func killedImportsOfTenThousandEntitiesLeaveTheBeforeOrTheAfterState() throws {
        let file = try makeImportFile()
        let base = directory.file("empty.sqlite")
        _ = try Catalog(path: base, create: true, nowMilliseconds: 0)
        let started = Date()
        let killed = try trials(
            ["import", file], base: base, seed: 12, count: Self.importTrials,
            together: Self.importTrialsAtOnce)
        if ProcessInfo.processInfo.environment["BARKEEP_TRIAL_FIGURES"] == "1" {
            print(
                "import crash trials: \(Self.importTrials), killed mid-import: \(killed), "
                    + "\(Int(Date().timeIntervalSince(started))) s")
        }
        #expect(killed >= Self.importTrials / 2)
    }
}
