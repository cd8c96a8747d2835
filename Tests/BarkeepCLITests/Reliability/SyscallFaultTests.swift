import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

/// Trials at every write and sync, not only at random moments: `strace -e inject` makes the n-th
/// `pwrite64` or `fdatasync` of the built binary kill it (SIGKILL, a crash at exactly that write) or
/// fail (ENOSPC, a full disk; EIO, a failing sync), for every n the command makes. After each trial
/// `check` is clean and the catalog holds exactly the state before or after the command; a command
/// that reported failure left the state before, in words, and one that reported success the state
/// after. Skipped where `strace` is not installed.
@Suite(.serialized) struct SyscallFaultTests {
    /// The `strace` executable.
    static let strace = "/usr/bin/strace"

    /// Referrers of the renamed colour.
    static let referrerCount = 20

    let directory = TemporaryDirectory()

    /// One run under strace: its exit status (nil when killed) and standard error.
    struct Outcome {
        let status: Int32?
        let error: String
    }

    /// Runs the binary on `database` under strace with `options`.
    func traced(_ arguments: [String], database: String, options: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.strace)
        process.arguments =
            ["-f", "-qq"] + options + [CommandRun.executablePath, "--db", database] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "BARKEEP_ACTOR": "fault"]
        process.standardOutput = FileHandle.nullDevice
        let error = Pipe()
        process.standardError = error
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal || process.terminationStatus == 137
        return Outcome(
            status: killed ? nil : process.terminationStatus, error: String(decoding: data, as: UTF8.self))
    }

    /// How many times the command calls `syscall`, counted on a run to completion.
    func count(_ syscall: String, _ arguments: [String], base: String) throws -> Int {
        let path = try copy(base, to: "count.sqlite")
        let log = directory.file("strace.log")
        _ = try traced(arguments, database: path, options: ["-e", "trace=\(syscall)", "-o", log])
        return try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "\(syscall)(").count
            - 1
    }

    func copy(_ source: String, to name: String) throws -> String {
        let path = directory.file(name)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: source, toPath: path)
        return path
    }

    /// A catalog with `brand` and `referrerCount` palette colours referring to it.
    func makeBase() throws -> String {
        try RenameTrialCatalog.make(in: directory, referrers: Self.referrerCount)
    }

    /// Runs every trial for `arguments` on copies of `base`; returns the number of trials ending in
    /// a kill, a reported failure and a reported success.
    func trials(_ arguments: [String], base: String) throws -> (killed: Int, failed: Int, succeeded: Int) {
        let before = try CrashTrialTests.state(of: try copy(base, to: "before.sqlite"))
        let finished = try copy(base, to: "after.sqlite")
        #expect(try traced(arguments, database: finished, options: ["-o", "/dev/null"]).status == 0)
        let after = try CrashTrialTests.state(of: finished)
        var tally = (killed: 0, failed: 0, succeeded: 0)
        for syscall in ["pwrite64", "fdatasync"] {
            let calls = try count(syscall, arguments, base: base)
            #expect(calls > 0, "\(syscall)")
            for fault in ["signal=SIGKILL", syscall == "pwrite64" ? "error=ENOSPC" : "error=EIO"] {
                for call in 1...max(calls, 1) {
                    let path = try copy(base, to: "trial.sqlite")
                    let outcome = try traced(
                        arguments, database: path,
                        options: [
                            "-o", "/dev/null", "-e", "trace=\(syscall)", "-e",
                            "inject=\(syscall):\(fault):when=\(call)",
                        ])
                    let state = try CrashTrialTests.state(of: path)
                    let label =
                        "\(arguments.joined(separator: " ")): \(syscall) \(call) of \(calls), \(fault)"
                    switch outcome.status {
                    case nil:
                        tally.killed += 1
                        #expect(state == before || state == after, "\(label): a state in between")
                    case 0:
                        tally.succeeded += 1
                        #expect(state == after, "\(label): reported success")
                    default:
                        tally.failed += 1
                        #expect(state == before, "\(label): reported failure, yet changed")
                        #expect(outcome.error.hasPrefix("error: the "), "\(label): \(outcome.error)")
                    }
                }
            }
        }
        return tally
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func everyWriteAndSyncOfARenameAndItsRevertIsSurvived() throws {
        let base = try makeBase()
        let rename = try trials(["palette", "rename", "brand", "primary"], base: base)
        let renamed = try copy(directory.file("after.sqlite"), to: "renamed.sqlite")
        let revert = try trials(["revert", "--batch", "2"], base: renamed)
        if ProcessInfo.processInfo.environment["BARKEEP_TRIAL_FIGURES"] == "1" {
            print("syscall fault trials: rename \(rename), revert \(revert)")
        }
    }
}
