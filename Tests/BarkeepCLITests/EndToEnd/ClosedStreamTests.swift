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

    /// Issue 31: a pipe whose reader has gone ends the command by SIGPIPE, silently, as it ends git and
    /// other filters: a shell reports 141 (128 + 13), as docs/cli.md says. The output is larger than a
    /// pipe holds, so the command is still writing when `head` leaves.
    @Test func aPipeWhoseReaderLeftEndsTheCommandBySIGPIPE() throws {
        let script =
            #""$0" fields appearance --bar navigation | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}""#
        let run = try CommandRun.binary(
            ["-c", script, CommandRun.executablePath], in: directory.path, executable: "/bin/bash")
        #expect(run.stdout == "141\n", "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let docs = try String(contentsOfFile: Self.cliDocs, encoding: .utf8)
        #expect(docs.contains("| 141 |"), "docs/cli.md lists 141 among the exit codes")
    }

    /// docs/cli.md, from this file's place in the repository.
    static let cliDocs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../docs/cli.md").standardized.path
}
