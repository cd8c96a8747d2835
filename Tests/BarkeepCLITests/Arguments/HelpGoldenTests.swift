import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepCLI

/// Every help screen is compared to a reviewed golden file in `Golden/`.
///
/// To re-record after a deliberate change: `BARKEEP_RECORD_GOLDEN=1 swift test --filter HelpGoldenTests`,
/// then review the diff with `git diff Tests/BarkeepCLITests/Golden` before committing.
@Suite struct HelpGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    /// Every command path in the command table, the root included.
    static let commandPaths: [[String]] = {
        func walk(_ declaration: CommandDeclaration, _ path: [String]) -> [[String]] {
            [path] + declaration.subcommands.flatMap { walk($0, path + [$0.name]) }
        }
        return walk(CommandTable.declaration, [])
    }()

    @Test(arguments: commandPaths)
    func helpMatchesItsGoldenFile(path: [String]) throws {
        let help = CommandRun.inProcess(["help"] + path, database: nil)
        #expect(help.status == 0)
        #expect(help.error.isEmpty)
        let file = Self.goldenDirectory.appendingPathComponent(
            (["barkeep"] + path).joined(separator: "-") + ".txt")
        let golden = try GoldenFile.expected(help.output, at: file)
        #expect(!GoldenFile.isRecording, "\(GoldenFile.recordedNotice(file))")
        #expect(
            help.output == golden,
            "help for '\(path.joined(separator: " "))' differs from \(file.lastPathComponent)")
    }

    @Test(arguments: commandPaths)
    func helpDashHAndDoubleDashHelpAreIdentical(path: [String]) {
        let viaHelp = CommandRun.inProcess(["help"] + path, database: nil)
        let viaShort = CommandRun.inProcess(path + ["-h"], database: nil)
        let viaLong = CommandRun.inProcess(path + ["--help"], database: nil)
        #expect(viaShort.output == viaHelp.output)
        #expect(viaLong.output == viaHelp.output)
        #expect(viaShort.status == 0 && viaLong.status == 0)
    }

    @Test func everyGoldenFileBelongsToACommand() throws {
        let expected = Set(Self.commandPaths.map { (["barkeep"] + $0).joined(separator: "-") + ".txt" })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)
        #expect(Set(files) == expected)
    }
}
