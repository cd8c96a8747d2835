import BarkeepCLI
import BarkeepTestSupport
import Foundation
import Synchronization
import Testing

/// Prose wrapped to the terminal's width (a Console made with a width, and the built binary in a
/// pseudo-terminal), never tables or JSON, and nothing wrapped without a width (piped output).
@Suite struct TerminalWidthTests {
    /// What a command run in-process with a console of `width` columns printed.
    private struct Printed {
        let status: Int32
        let output: String
        let error: String
    }

    private let barkeep = CommandLineHarness()

    /// Runs `arguments` against the harness's catalog with a console `width` columns wide.
    private func run(width: Int?, _ arguments: String...) -> Printed {
        let output = Mutex("")
        let error = Mutex("")
        let console = Console(
            colorsDiagnostics: false, width: width, writeOutput: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } })
        let status = BarkeepCommandLine.run(
            arguments: arguments, environment: ["BARKEEP_DB": barkeep.databasePath, "BARKEEP_ACTOR": "ann"],
            console: console, nowMilliseconds: CommandLineHarness.start + 600_000)
        return Printed(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The lines of a help screen but its examples, which are commands and never broken.
    private static func proseLines(_ help: String) -> [Substring] {
        lines(help).filter { !$0.hasPrefix("  barkeep ") }
    }

    @Test func errorsWrapBelowTheirLabelAtTheWidth() {
        let name = String(repeating: "very-long-name-", count: 6) + "end"
        let wide = run(width: nil, "palette", "show", name)
        #expect(wide.status == 1)
        #expect(Self.lines(wide.error).filter { !$0.isEmpty }.count == 1, "\(wide.error)")
        let narrow = run(width: 40, "palette", "show", name)
        #expect(narrow.status == 1)
        let lines = Self.lines(narrow.error).filter { !$0.isEmpty }
        #expect(lines.count > 1, "\(narrow.error)")
        #expect(lines.first?.hasPrefix("error: ") == true)
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("       "), "continuation not below the message: \(line)")
        }
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace) }
        #expect(words(narrow.error) == words(wide.error))
    }

    @Test func helpIsLaidOutInTheTerminalsWidth() {
        let standard = run(width: nil, "history", "--help")
        #expect(Self.lines(standard.output).contains { $0.count > 60 })
        let narrow = run(width: 60, "history", "--help")
        #expect(narrow.status == 0)
        #expect(Self.proseLines(narrow.output).filter { $0.count > 60 } == [], "\(narrow.output)")
    }

    @Test func lintFindingsWrapAndTablesAndJSONDoNot() {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "ink", "asset=InkColor").expectSuccess()
        barkeep.run(
            "appearance", "create", "main-appearance-with-a-long-name", "--bar", "navigation",
            "standard.title.color={ink}", "standard.backgroundColor=#FFFFFF"
        ).expectSuccess()
        let wide = run(width: nil, "lint")
        let finding = Self.lines(wide.output).first { $0.count > 50 && $0.hasPrefix("note: appearance") }
        #expect(finding != nil, "\(wide.output)")
        let narrow = run(width: 50, "lint")
        #expect(
            Self.lines(narrow.output).allSatisfy { $0.count <= 50 || !$0.contains(" ") }, "\(narrow.output)")
        #expect(Self.lines(narrow.output).contains { $0.hasPrefix("    ") }, "\(narrow.output)")

        let table = run(width: nil, "appearance", "list")
        #expect(run(width: 20, "appearance", "list").output == table.output)
        let json = run(width: nil, "lint", "--json")
        #expect(run(width: 20, "lint", "--json").output == json.output)
    }

    @Test func aConsoleWithoutAWidthLeavesProseAlone() {
        let text =
            String(repeating: "word ", count: 40) + "\n  indented " + String(repeating: "more ", count: 20)
        let console = Console(colorsDiagnostics: false, writeOutput: { _ in }, writeError: { _ in })
        #expect(console.wrapped(text, continuationIndent: 2) == text)
        let narrow = Console(colorsDiagnostics: false, width: 30, writeOutput: { _ in }, writeError: { _ in })
        let lines = Self.lines(narrow.wrapped(text, continuationIndent: 2))
        #expect(lines.allSatisfy { $0.count <= 30 })
        let indentedFrom = lines.firstIndex { $0.hasPrefix("  indented") }
        #expect(indentedFrom.map { lines[$0...].dropFirst().allSatisfy { $0.hasPrefix("    ") } } == true)
    }

    @Test(.enabled(if: ShellRunner.isInstalled("script"), "script (util-linux) is not installed"))
    func theBinaryWrapsInATerminalAndNotInAPipe() throws {
        let binary = CommandRun.executablePath
        let terminal = try CommandRun.binary(
            ["-qec", "'\(binary)' history --help", "/dev/null"], in: barkeep.directory.path,
            environment: ["COLUMNS": "60"], executable: try #require(ShellRunner.executablePath("script")))
        #expect(terminal.status == 0, "\(terminal)")
        let screen = terminal.output.replacing("\r\n", with: "\n")
        #expect(screen.contains("OVERVIEW"), "\(screen)")
        #expect(Self.proseLines(screen).filter { $0.count > 60 } == [], "\(screen)")
        let piped = try CommandRun.binary(
            ["history", "--help"], in: barkeep.directory.path, environment: ["COLUMNS": "60"])
        #expect(Self.lines(piped.output).contains { $0.count > 60 }, "\(piped.output)")
    }
}
