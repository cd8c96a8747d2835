import BarkeepTestSupport
import Foundation
import Testing

/// `resolve` and `lint` end to end, in-process, on small catalogs built through the CLI.
@Suite struct ResolveAndLintCommandTests {
    let directory = TemporaryDirectory()
    var database: String { directory.file("barkeep.sqlite") }

    func run(_ arguments: [String]) -> CommandRun { CommandRun.inProcess(arguments, database: database) }

    init() {
        let setup: [[String]] = [
            ["init"],
            ["palette", "create", "brand", "light=#0A84FF", "dark=#409CFF"],
            ["palette", "create", "primary", "light={brand}"],
            [
                "appearance", "create", "base", "--bar", "navigation", "standard.background=opaque",
                "standard.backgroundColor=#FFFFFF", "standard.title.color=#1C1C1E", "standard.title.size=17",
                "scrollEdge.shadowColor=clear",
            ],
            [
                "appearance", "create", "leaf", "--parent", "base", "standard.shadowColor=#00000033",
                "compact=default",
            ],
        ]
        for arguments in setup {
            _ = CommandRun.inProcess(arguments, database: directory.file("barkeep.sqlite"))
        }
    }

    @Test func resolveExplainsWhereEachValueCameFrom() {
        let result = run(["resolve", "appearance", "leaf", "--explain"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "appearance leaf (navigation bar), resolved")
        let scrollEdgeShadow = lines.first { $0.contains("scrollEdge.shadowColor ") }
        #expect(scrollEdgeShadow?.contains("scrollEdge.shadowColor of appearance base") == true)
        let scrollEdgeBackground = lines.first { $0.contains("scrollEdge.backgroundColor ") }
        #expect(
            scrollEdgeBackground?.contains(
                "standard.backgroundColor of appearance base (fallback from scrollEdge)") == true)
        #expect(!lines.contains { $0.contains(" compact.backgroundColor ") })
    }

    @Test func resolveJSONCarriesSRGBForEveryAppearance() throws {
        _ = run(["appearance", "set", "base", "standard.backgroundColor={primary}"])
        let result = run(["resolve", "appearance", "leaf", "--json"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let fields = json?["fields"] as? [String: [String: Any]]
        let background = fields?["standard.backgroundColor"]
        #expect(background?["value"] as? String == "{primary}")
        #expect(background?["light"] as? String == "#0A84FF")
        #expect(background?["dark"] as? String == "#409CFF")
        #expect(background?["from"] == nil)
    }

    @Test func resolveOfAMissingEntityFails() {
        let result = run(["resolve", "appearance", "nope"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.output.isEmpty)
        let usage = run(["resolve", "gadget", "x"])
        #expect(usage.status == 64)
        #expect(usage.error.contains("unknown kind 'gadget'"))
    }

    @Test func lintPassesACleanCatalogAndFailsOnErrors() throws {
        let clean = run(["lint"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("0 errors"))
        _ = run(["appearance", "set", "leaf", "standard.title.color=#AAAAAA"])
        let failing = run(["lint"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("error: appearance 'leaf', standard.title.color: title contrast"))
        let json = run(["lint", "--json"])
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["passed"] as? Bool == false)
        #expect((object?["errors"] as? Int ?? 0) >= 1)
    }

    @Test func strictLintFailsOnWarnings() {
        _ = run(["layout", "create", "private", "barHeight=80", "strategy=contentViewLayout"])
        #expect(run(["lint"]).status == 0)
        let strict = run(["lint", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.output.contains("[private-content-view]"))
        #expect(run(["lint", "--deployment-target", "banana"]).status == 64)
    }

    @Test func resolveAtAPastChangeAndExplainNamesTheChange() {
        _ = run(["appearance", "set", "base", "standard.title.color=#000000"])
        let now = run(["resolve", "appearance", "leaf", "--explain"])
        let titleNow = now.lines.first { $0.hasPrefix("  standard.title.color ") } ?? ""
        #expect(titleNow.contains("#000000"))
        #expect(titleNow.contains("standard.title.color of appearance base, change 5"), "\(titleNow)")
        let past = run(["resolve", "appearance", "leaf", "--at", "@4"])
        #expect(past.status == 0, "\(past.error)")
        #expect(past.lines.contains { $0.hasPrefix("  standard.title.color ") && $0.contains("#1C1C1E") })
        let beforeLeaf = run(["resolve", "appearance", "leaf", "--at", "@3"])
        #expect(beforeLeaf.status == 1)
        #expect(beforeLeaf.error.contains("no appearance named 'leaf'"))
        let badTime = run(["resolve", "appearance", "leaf", "--at", "someday"])
        #expect(badTime.status == 64)
    }
}
