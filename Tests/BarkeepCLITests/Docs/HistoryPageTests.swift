import BarkeepTestSupport
import Foundation
import Testing

/// `docs/history.md` tells one story against one catalog; its transcripts are what the commands
/// print, run here in page order with the harness's fixed clock (one second per command from
/// 2026-11-29T10:15:00Z), so they cannot go stale.
///
/// After a deliberate change in what a command prints:
/// `BARKEEP_RECORD_GOLDEN=1 swift test --filter HistoryPageTests`, then review `git diff docs/history.md`.
@Suite struct HistoryPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/history.md")

    @Test func theTranscriptsAreWhatTheCommandsPrint() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let transcript = Transcript(text: text)
        let steps = transcript.steps
        #expect(steps.count > 20, "docs/history.md lost its transcripts")
        let barkeep = CommandLineHarness()
        var printed: [String] = []
        for step in steps {
            let words = ShellWords.split(step.command)
            try #require(words.first == "barkeep", "not a barkeep command: \(step.command)")
            let run = barkeep.run(arguments: Array(words.dropFirst()))
            var output = (run.stdout + run.stderr)
                .replacingOccurrences(of: barkeep.directory.path + "/", with: "")
            if !output.isEmpty, !output.hasSuffix("\n") { output += "\n" }
            printed.append(output)
            #expect(output == step.output, "$ \(step.command)")
        }
        if GoldenFile.isRecording {
            var outputs = printed.makeIterator()
            let recorded = transcript.rewritten { _ in outputs.next() ?? "" }
            try recorded.write(to: Self.page, atomically: true, encoding: .utf8)
        }
        #expect(!GoldenFile.isRecording, "\(GoldenFile.recordedNotice(Self.page))")
    }

    @Test func shellWordsFollowTheQuotingTheDocsUse() {
        #expect(
            ShellWords.split(
                #"barkeep palette set brand 'description=The brand colour.' -m "Two words" a\ b"#)
                == [
                    "barkeep", "palette", "set", "brand", "description=The brand colour.", "-m", "Two words",
                    "a b",
                ])
        #expect(ShellWords.split("  barkeep   history  ") == ["barkeep", "history"])
        #expect(ShellWords.split("barkeep x ''") == ["barkeep", "x", ""])
    }
}
