import BarkeepTestSupport
import Foundation
import Testing

/// Runs the built `barkeep` executable and checks standard output, standard error and the exit
/// status separately.
@Suite struct BinaryTests {
    let directory = TemporaryDirectory()

    @Test func demoCreatesTheCatalogAndShowsIt() throws {
        let run = try CommandRun.binary(["demo"], in: directory.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("Created the demo catalog in barkeep.sqlite."))
        #expect(run.output.contains("layout      4  bottom-100, ios10-and-11, legacy-ios10, spacer-70"))
        #expect(run.output.contains("wrote ./barkeep-demo-export/BarkeepUIKit.swift"))
        #expect(
            FileManager.default.fileExists(atPath: directory.file("barkeep-demo-export/BarkeepSwiftUI.swift"))
        )
        #expect(FileManager.default.fileExists(atPath: directory.file("barkeep.sqlite")))
        let again = try CommandRun.binary(["demo"], in: directory.path)
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("The demo catalog is already in barkeep.sqlite; showing it."))
    }

    @Test func exportTakesTheAssetBundleAndRejectsAnUnknownOne() throws {
        try CommandRun.binary(["demo"], in: directory.path).expectSuccess()
        let module = try CommandRun.binary(
            ["export", "--format", "swiftui", "--theme", "articles", "--asset-bundle", "module"],
            in: directory.path)
        #expect(module.status == 0, "\(module.error)")
        #expect(module.error.isEmpty)
        #expect(module.output.contains("public static var bundle: Bundle { Bundle.module }"))
        let bad = try CommandRun.binary(
            ["export", "--format", "swiftui", "--asset-bundle", "Bundle.module"], in: directory.path)
        #expect(bad.status == 64)
        #expect(bad.output.isEmpty)
        #expect(
            bad.error.hasPrefix(
                "error: invalid value 'Bundle.module' for option '--asset-bundle <bundle>'; expected one of: main, "
                    + "module\n"))
    }

    @Test func versionNamesSQLite() throws {
        let run = try CommandRun.binary(["--version"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("barkeep 0.1.0 (SQLite 3."))
        #expect(run.error.isEmpty)
    }

    @Test func errorsGoToStandardErrorWithoutColourUnlessATerminal() throws {
        let run = try CommandRun.binary(["palette", "show", "brand"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.error
                == "error: no catalog at 'barkeep.sqlite'; create one with 'barkeep init' (or pass --db <path>)\n"
        )
    }

    @Test func theDatabaseComesFromTheEnvironmentWhenNoOptionIsGiven() throws {
        let path = directory.file("env.sqlite")
        #expect(
            try CommandRun.binary(["init"], in: directory.path, environment: ["BARKEEP_DB": path]).status == 0
        )
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: directory.file("barkeep.sqlite")))
        let run = try CommandRun.binary(
            ["palette", "create", "brand", "light=#000", "--json"], in: directory.path,
            environment: ["BARKEEP_DB": path])
        #expect(run.status == 0)
        #expect(run.output.contains(##""light" : "#000000""##))
    }

    @Test func completionScriptsAreGenerated() throws {
        for shell in ["bash", "zsh", "fish"] {
            let run = try CommandRun.binary(["completions", shell], in: directory.path)
            #expect(run.status == 0)
            #expect(run.output.contains("appearance"))
        }
        let bash = try CommandRun.binary(["completions", "bash"], in: directory.path)
        let script = directory.file("barkeep.bash")
        try bash.output.write(toFile: script, atomically: true, encoding: .utf8)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/bash")
        check.arguments = ["-n", script]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func errorsAreRedOnATerminalUnlessNoColorIsSet() throws {
        try CommandRun.binary(["init"], in: directory.path).expectSuccess()
        let command = "\(CommandRun.executablePath) palette show nope"
        let onTerminal = try CommandRun.binary(
            ["-c", "script -qec '\(command)' /dev/null"], in: directory.path, executable: "/bin/sh")
        #expect(onTerminal.output.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m no palette named 'nope'"))
        let noColor = try CommandRun.binary(
            ["-c", "script -qec '\(command)' /dev/null"], in: directory.path, environment: ["NO_COLOR": "1"],
            executable: "/bin/sh")
        #expect(noColor.output.hasPrefix("error: no palette named 'nope'"))
    }

    /// `docs/cli.md`'s examples run as written, and its transcript of bad input is what the
    /// binary prints afterwards.
    @Test func theCommandLinePageExamplesRunAsWritten() throws {
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                    "docs/cli.md"),
            encoding: .utf8)
        let section = try #require(page.range(of: "## Examples, kind by kind"))
        let start = try #require(page.range(of: "```sh\n", range: section.upperBound..<page.endIndex))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let script = directory.file("examples.sh")
        try String(page[start.upperBound..<end.lowerBound]).write(
            toFile: script, atomically: true, encoding: .utf8)
        try CommandRun.binary(["init"], in: directory.path).expectSuccess()
        let binDirectory = URL(fileURLWithPath: CommandRun.executablePath).deletingLastPathComponent().path
        let run = try CommandRun.binary(
            ["-e", script], in: directory.path, environment: ["PATH": "\(binDirectory):/usr/bin:/bin"],
            executable: "/bin/bash")
        #expect(run.status == 0, "\(run)")
        #expect(run.error.isEmpty)
        #expect(run.output.contains("created theme main"))
        let steps = Transcript(text: page).steps
        #expect(!steps.isEmpty)
        for step in steps {
            let words = ShellWords.split(step.command)
            try #require(words.first == "barkeep", "not a barkeep command: \(step.command)")
            let result = try CommandRun.binary(Array(words.dropFirst()), in: directory.path)
            #expect(result.output + result.error == step.output, "$ \(step.command)")
        }
    }

    @Test func concurrentWritersWaitForEachOtherAndAllLand() throws {
        try CommandRun.binary(["init"], in: directory.path).expectSuccess()
        try CommandRun.binary(["palette", "create", "brand", "light=#000000"], in: directory.path)
            .expectSuccess()
        let writers = (1...16).map { index in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandRun.executablePath)
            process.arguments = [
                "palette", "set", "brand", "description=writer \(index)", "-m", "writer \(index)",
            ]
            process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for writer in writers { try writer.run() }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        let history = try CommandRun.binary(
            ["history", "palette", "brand", "--limit", "0"], in: directory.path)
        #expect(history.lines.count == 17, "\(history)")
    }
}
