import BarkeepTestSupport
import Foundation
import Testing

/// Nothing a terminal acts on or hides reaches it raw (issue 31, finding 7): C0, C1 and DEL, the bidi
/// embeddings, overrides and isolates, line and paragraph separators and zero-width characters, in
/// usage errors echoing arguments, the Swift import report, import errors, and `history`, `list`,
/// `show` and `diff`, are written as escapes; each printed line stays one line.
@Suite struct TerminalCharacterTests {
    let barkeep = CommandLineHarness()

    /// Characters a terminal would act on (ESC, BEL, CR, C1's CSI, DEL, LF) or hide and reorder by.
    static let hostile: [Unicode.Scalar] = [
        "\u{1B}", "\u{7}", "\r", "\u{9B}", "\u{7F}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}",
        "\u{2029}", "\u{200B}", "\u{FEFF}",
    ]

    /// The hostile characters a stored text may hold (free text refuses control characters).
    static let storable = "a\u{202E}b\u{2028}c\u{200B}d\u{2066}e\u{FEFF}f"

    init() {
        barkeep.run("init").expectSuccess()
    }

    /// Records an issue for every hostile character in `text` (line feeds are allowed: lines are
    /// checked apart).
    func expectNoHostileCharacter(_ text: String, _ what: String) {
        for scalar in Self.hostile where text.unicodeScalars.contains(scalar) {
            Issue.record(
                "\(what) holds U+\(String(scalar.value, radix: 16, uppercase: true)) raw: \(text.debugDescription)"
            )
        }
    }

    @Test func usageErrorsEscapeTheArgumentsTheyEcho() {
        for arguments in [
            ["history", "--since", "\u{1B}]0;pwned\u{7}"],
            ["pal\u{1B}[2Jette", "list"],
            ["palette", "list", "--\u{202E}json"],
            ["revert", "@1\u{1B}[2J"],
            ["palette", "create", "\r\u{9B}31m\u{7F}\u{2028}\u{200B}\u{FEFF}"],
        ] {
            let run = barkeep.run(arguments: arguments)
            #expect(run.status == 64 || run.status == 1, "\(arguments): \(run)")
            expectNoHostileCharacter(run.error, "\(arguments)")
            #expect(run.error.hasPrefix("error: "), "\(run.error)")
            // Only the usage lines follow the error line: the argument cannot forge a line.
            let lines = run.error.split(separator: "\n")
            #expect(
                lines.dropFirst().allSatisfy {
                    $0.hasPrefix("Usage:") || $0.hasPrefix(" ") || $0.hasPrefix("See ")
                })
        }
        let since = barkeep.run("history", "--since", "\u{1B}]0;pwned\u{7}")
        #expect(since.error.contains(#"'\u{1B}]0;pwned\u{7}'"#), "\(since.error)")
    }

    @Test func theSwiftImportReportKeepsEachLiteralOnItsLine() throws {
        let source = barkeep.directory.file("Theme.swift")
        try Data(
            #"""
            import UIKit

            func makeBrandAppearance() -> UINavigationBarAppearance {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundImage = UIImage(named: "a\nb: mapped: forged\u{202E}")
                return appearance
            }

            final class AppDelegate {
                func configure() {
                    UINavigationBar.appearance().standardAppearance = makeBrandAppearance()
                }
            }
            """#.utf8
        ).write(to: URL(fileURLWithPath: source))
        // The name is reported as ignored (a line feed is no asset name), escaped, and the rest imports.
        let run = barkeep.run("import", "--format", "swift", source, "--dry-run")
        #expect(run.status == 0, "\(run.error)")
        expectNoHostileCharacter(run.error, "the report")
        let lines = run.error.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("b: mapped") }, "\(run.error)")
        #expect(
            lines.contains {
                $0.contains(
                    #"ignored: appearance field 'standard.backgroundImage': 'asset:a\nb: mapped: forged\u{202E}' is not an image"#
                )
            },
            "\(run.error)")
    }

    @Test func importErrorsStayOnOneLine() throws {
        let file = barkeep.directory.file("bad.json")
        try Data(
            #"""
            {"barkeepSnapshot": 1, "entities": {"palette": {"brand": {"fields": {
              "light": "#GG\u001b[2J\nerror: forged\u202e\u2028"}}}}}
            """#.utf8
        ).write(to: URL(fileURLWithPath: file))
        let before = barkeep.run("export", "--format", "snapshot").output
        let run = barkeep.run("import", file)
        #expect(run.status == 1)
        expectNoHostileCharacter(run.error, "the import error")
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        #expect(run.error.contains(#"\u{1B}[2J\nerror: forged\u{202E}\u{2028}"#), "\(run.error)")
        let unreadable = barkeep.run("import", barkeep.directory.file("no\nsuch\u{202E}.json"))
        #expect(unreadable.status == 1)
        expectNoHostileCharacter(unreadable.error, "the unreadable file's error")
        #expect(unreadable.error.split(separator: "\n").count == 1, "\(unreadable.error)")
        #expect(barkeep.run("export", "--format", "snapshot").output == before)
    }

    @Test func historyListShowAndDiffEscapeStoredText() throws {
        barkeep.actor = "ann\u{2066}bob"
        barkeep.run(
            "palette", "create", "brand", "light=#000000", "--description", Self.storable, "-m", Self.storable
        ).expectSuccess()
        barkeep.run("palette", "set", "brand", "description=\u{202E}z").expectSuccess()
        barkeep.run("appearance", "create", "bar", "--bar", "navigation", "standard.title.font=x\u{2029}y")
            .expectSuccess()
        let runs = [
            barkeep.run("history"), barkeep.run("history", "--verbose"), barkeep.run("palette", "list"),
            barkeep.run("palette", "show", "brand"), barkeep.run("palette", "show", "brand", "--at", "@1"),
            barkeep.run("diff", "palette", "brand", "1", "2"), barkeep.run("appearance", "show", "bar"),
        ]
        for run in runs {
            run.expectSuccess()
            expectNoHostileCharacter(run.output, "\(run.output)")
        }
        #expect(runs[0].output.contains(#"ann\u{2066}bob"#), "\(runs[0].output)")
        #expect(
            runs[0].output.contains(#"a\u{202E}b\u{2028}c\u{200B}d\u{2066}e\u{FEFF}f"#), "\(runs[0].output)")
        #expect(runs[2].output.contains(#"\u{202E}z"#), "\(runs[2].output)")
        #expect(runs[5].output.contains(#"\u{202E}z"#), "\(runs[5].output)")
    }

    @Test func jsonOutputEscapesTheSameCharactersAndKeepsItsValue() throws {
        barkeep.run("palette", "create", "brand", "light=#000000", "--description", Self.storable)
            .expectSuccess()
        for run in [barkeep.run("palette", "show", "brand", "--json"), barkeep.run("history", "--json")] {
            run.expectSuccess()
            expectNoHostileCharacter(run.output, "\(run.output)")
            #expect(run.output.contains(#"a\u202Eb\u2028c\u200Bd\u2066e\uFEFFf"#), "\(run.output)")
        }
        let show = barkeep.run("palette", "show", "brand", "--json")
        let document = try JSONSerialization.jsonObject(with: Data(show.output.utf8)) as? [String: Any]
        #expect(document?["description"] as? String == Self.storable)
    }
}
