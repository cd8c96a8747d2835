import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

/// Control characters cannot spoof terminal output: refused in every free-text field on input, and
/// escaped in human-readable output when they are already stored (issue 10, defect 6).
@Suite struct ControlCharacterTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
    }

    @Test func everyFreeTextFieldRefusesControlCharacters() {
        barkeep.run("palette", "create", "brand", "light=#000000").expectSuccess()
        for arguments in [
            ["palette", "set", "brand", "description=\u{1B}[2J"],
            ["palette", "set", "brand", "light=#111111", "-m", "ok\u{7}"],
            ["palette", "set", "brand", "light=#111111", "--actor", "bob\u{1B}[31m"],
            ["palette", "create", "ink", "light=#000000", "--description", "nul\u{0}"],
        ] {
            let run = barkeep.run(arguments: arguments)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.error.contains("control character"), "\(arguments): \(run.error)")
            #expect(!run.error.contains("\u{1B}[2J") && !run.error.contains("\u{1B}[31m"))
        }
        #expect(barkeep.run("history").lines.count == 1)
    }

    @Test func aLineBreakInAMessageCannotForgeAHistoryLine() {
        barkeep.run("palette", "create", "brand", "light=#000000").expectSuccess()
        barkeep.run(
            "palette", "set", "brand", "light=#111111", "-m", "ok\n@99  2026-01-01T00:00:00Z  bob  delete"
        )
        .expectSuccess()
        let history = barkeep.run("history")
        #expect(history.lines.count == 2)
        #expect(
            history.lines[0].hasSuffix(#"ok\n@99  2026-01-01T00:00:00Z  bob  delete"#), "\(history.lines)")
    }

    @Test func storedControlCharactersAreEscapedInTextOutput() throws {
        barkeep.run("palette", "create", "brand", "light=#000000").expectSuccess()
        do {
            let connection = try Connection(path: barkeep.databasePath, mode: .readWrite)
            try connection.execute(
                "UPDATE entity SET description = 'x' || char(27) || '[2J' || char(10) || 'y'")
        }
        let show = barkeep.run("palette", "show", "brand")
        #expect(!show.output.contains("\u{1B}"))
        #expect(show.output.contains(#"description  x\u{1B}[2J\ny"#), "\(show.output)")
        let list = barkeep.run("palette", "list")
        #expect(!list.output.contains("\u{1B}"))
    }
}
