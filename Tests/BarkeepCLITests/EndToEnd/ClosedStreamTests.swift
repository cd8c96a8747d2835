import BarkeepTestSupport
import Foundation
import Testing

/// Issue 31, finding 5: the built binary started with standard output or standard error closed
/// (`barkeep … >&-`, `2>&-`) never crashes: a command whose output is lost exits 1 and says so on
/// standard error while it is open; one with nothing to lose runs as usual.
@Suite struct ClosedStreamTests {
    let directory = TemporaryDirectory()

    /// Runs the binary through `sh`, with `redirection` (such as `>&-`) applied to it.
    private func run(_ arguments: [String], redirection: String) throws -> CommandRun {
        try CommandRun.binary(
            ["-c", "exec \"$0\" \"$@\" \(redirection)", CommandRun.executablePath] + arguments,
            in: directory.path,
            executable: "/bin/sh")
    }

    @Test func aClosedStandardOutputExitsOneAndSaysSo() throws {
        for arguments in [["--version"], ["--db", directory.file("c.sqlite"), "demo"], ["help"]] {
            let run = try run(arguments, redirection: ">&-")
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.stderr == "error: cannot write the output: standard output is not open for writing\n")
        }
        #expect(FileManager.default.fileExists(atPath: directory.file("c.sqlite")), "the command itself ran")
    }

    @Test func aClosedStandardErrorDoesNotCrash() throws {
        let version = try run(["--version"], redirection: "2>&-")
        #expect(version.status == 0, "\(version)")
        #expect(version.stdout.hasPrefix("barkeep "))
        let refused = try run(["--db", directory.file("missing.sqlite"), "check"], redirection: "2>&-")
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stdout.isEmpty)
    }

    @Test func bothClosedExitOneWithoutCrashing() throws {
        let run = try run(["--version"], redirection: ">&- 2>&-")
        #expect(run.status == 1, "\(run)")
    }
}
