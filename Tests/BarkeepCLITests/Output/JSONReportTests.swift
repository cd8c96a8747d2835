import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

/// Issue 29: `--json` on the commands that printed data only as text, `check` and `import` (with and
/// without `--dry-run`), in the shapes docs/cli.md documents.
@Suite struct JSONReportTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand", "light=#0A84FF").expectSuccess()
    }

    /// The JSON object `run` printed.
    private func object(_ run: CommandRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run)")
    }

    @Test func checkReportsASoundCatalog() throws {
        let run = barkeep.run("check", "--json")
        run.expectSuccess()
        let report = try object(run)
        #expect(report["ok"] as? Bool == true)
        #expect(report["entities"] as? Int == 1)
        #expect(report["problems"] as? [String] == [])
        #expect(report["path"] as? String == barkeep.databasePath)
    }

    @Test func importDryRunListsTheStepsAndWritesNothing() throws {
        let directory = TemporaryDirectory()
        let snapshot = directory.file("c.barkeep.json")
        barkeep.run("export", "--format", "snapshot", "--output", snapshot).expectSuccess()
        barkeep.run("palette", "set", "brand", "dark=#000000").expectSuccess()
        barkeep.run("palette", "create", "extra", "light=#FFFFFF").expectSuccess()
        let run = barkeep.run("import", snapshot, "--replace", "--dry-run", "--json")
        run.expectSuccess()
        let report = try object(run)
        #expect(report["dryRun"] as? Bool == true)
        #expect(report["update"] as? Int == 1)
        #expect(report["delete"] as? Int == 1)
        #expect(report["batch"] == nil)
        let steps = try #require(report["steps"] as? [[String: Any]])
        #expect(Set(steps.map { $0["name"] as? String }) == ["brand", "extra"])
        let update = try #require(steps.first { $0["action"] as? String == "update" })
        let differences = try #require(update["differences"] as? [[String: Any]])
        #expect(differences.first?["path"] as? String == "dark", "\(differences)")
        #expect(barkeep.run("palette", "show", "extra").status == 0)
    }

    @Test func importReportsItsBatch() throws {
        let directory = TemporaryDirectory()
        let snapshot = directory.file("c.barkeep.json")
        barkeep.run("export", "--format", "snapshot", "--output", snapshot).expectSuccess()
        barkeep.run("palette", "delete", "brand").expectSuccess()
        let report = try object(barkeep.run("import", snapshot, "--json"))
        #expect(report["create"] as? Int == 1)
        #expect(report["dryRun"] as? Bool == false)
        #expect(report["batch"] as? Int != nil)
    }
}

/// Issue 29: `history --json`, `show --json --at` and `diff --json` echo the instants their times were
/// read as, relative times counted back from the command's clock.
@Suite struct HistoryTimeEchoTests {
    @Test func relativeAndOffsetTimesAreEchoedAsUTC() throws {
        let barkeep = CommandLineHarness()
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand", "light=#0A84FF").expectSuccess()
        // The harness's clock reads 2026-11-29T10:15:03Z for the third command.
        let run = barkeep.run(
            "history", "--since", "2 days ago", "--until", "2026-11-29T19:15+09:00", "--json")
        run.expectSuccess()
        #expect(run.output.contains(#""since" : "2026-11-27T10:15:03Z""#), "\(run.output)")
        #expect(run.output.contains(#""until" : "2026-11-29T10:15:59.999Z""#), "\(run.output)")
        #expect(run.output.contains(#""name" : "brand""#))
    }

    @Test func showAndDiffEchoTheInstantsTheyReadAt() throws {
        let barkeep = CommandLineHarness()
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand", "light=#0A84FF").expectSuccess()
        barkeep.run("palette", "set", "brand", "light=#000000").expectSuccess()
        // The harness's clock reads 2026-11-29T10:15:04Z for the fourth command.
        let show = barkeep.run("palette", "show", "brand", "--at", "1s ago", "--json")
        show.expectSuccess()
        #expect(show.output.contains(#""at" : "2026-11-29T10:15:03Z""#), "\(show.output)")
        #expect(!barkeep.run("palette", "show", "brand", "--json").output.contains(#""at""#))
        let diff = barkeep.run("diff", "palette", "brand", "@1", "--json")
        diff.expectSuccess()
        #expect(diff.output.contains(#""fromAt" : "@1""#), "\(diff.output)")
        #expect(!diff.output.contains(#""toAt""#), "\(diff.output)")
        #expect(diff.output.contains(#""fromVersion" : 1"#), "\(diff.output)")
    }
}
