import BarkeepCLI
import Foundation
import Synchronization
import Testing

/// The result of running barkeep: exit status, standard output and standard error, kept apart.
struct CommandRun: Equatable, CustomStringConvertible {
    /// The exit status.
    let status: Int32
    /// What went to standard output.
    let output: String
    /// What went to standard error.
    let error: String

    /// Standard output split into lines, without the final empty one.
    var lines: [String] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Records an issue unless the run succeeded.
    func expectSuccess() {
        #expect(status == 0, "\(self)")
    }

    /// All three parts, for failure messages.
    var description: String { "status \(status)\nstdout:\n\(output)\nstderr:\n\(error)" }

    /// What went to standard output.
    var stdout: String { output }
    /// What went to standard error.
    var stderr: String { error }

    /// Runs barkeep in-process against the catalog at `database`.
    static func inProcess(
        _ arguments: [String], database: String?, environment: [String: String] = [:],
        at milliseconds: Int64 = 1_000
    ) -> CommandRun {
        let output = Mutex("")
        let error = Mutex("")
        let console = Console(
            colorsDiagnostics: false, writeOutput: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } })
        var environment = environment
        environment["BARKEEP_ACTOR"] = environment["BARKEEP_ACTOR"] ?? "tester"
        let fullArguments = (database.map { ["--db", $0] } ?? []) + arguments
        let status = BarkeepCommandLine.run(
            arguments: fullArguments, environment: environment, console: console,
            nowMilliseconds: milliseconds)
        return CommandRun(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
    }

    /// The built `barkeep` executable, next to the test bundle.
    static var executablePath: String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !directory.path.isEmpty, directory.path != "/" {
            let candidate = directory.appendingPathComponent("barkeep").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return ".build/debug/barkeep"
    }

    /// Runs the built binary in `directory` with `environment` added to a minimal one.
    static func binary(
        _ arguments: [String], in directory: String, environment: [String: String] = [:],
        executable: String = executablePath
    ) throws -> CommandRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": "/usr/bin:/bin", "BARKEEP_ACTOR": "tester"].merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRun(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
