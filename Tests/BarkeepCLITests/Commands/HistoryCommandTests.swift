import BarkeepCore
import FoundationEssentials
import Testing

@Suite struct HistoryCommandTests {
    let barkeep = CommandLineHarness()

    /// brand created (@1), alias refers to it (@2), bob darkens brand (@3), brand renamed to primary
    /// (@4, with alias following in @5).
    init() {
        barkeep.run("init")
        barkeep.run("palette", "create", "brand", "light=#C62828", "-m", "Brand red")
        barkeep.run("palette", "create", "alias", "light={brand}")
        barkeep.actor = "bob"
        barkeep.run(
            "palette", "set", "brand", "light=#B71C1C", "description=The brand colour.", "-m",
            "Darker for contrast")
        barkeep.actor = "ann"
        barkeep.run("palette", "rename", "brand", "primary", "-m", "Rebrand")
    }

    @Test func listsOneChangePerLineNewestFirst() {
        let result = barkeep.run("history")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "@5  2026-11-29T10:15:05Z  ann  update  palette alias            Rebrand",
                "@4  2026-11-29T10:15:05Z  ann  rename  palette brand → primary  Rebrand",
                "@3  2026-11-29T10:15:04Z  bob  update  palette brand            Darker for contrast",
                "@2  2026-11-29T10:15:03Z  ann  create  palette alias",
                "@1  2026-11-29T10:15:02Z  ann  create  palette brand            Brand red",
            ])
        #expect(result.stderr == "")
    }

    @Test func verboseAddsTheBatchAndTheFieldDiff() {
        let result = barkeep.run("history", "palette", "brand", "--verbose", "--limit", "2")
        #expect(
            result.lines == [
                "@4  2026-11-29T10:15:05Z  ann  rename  palette brand → primary  Rebrand",
                "    batch 4: barkeep palette rename brand primary -m Rebrand",
                "    ~ name  brand → primary",
                "@3  2026-11-29T10:15:04Z  bob  update  palette brand            Darker for contrast",
                "    batch 3: barkeep palette set brand light=#B71C1C description=The brand colour. -m Darker for contrast",
                "    + description  The brand colour.",
                "    ~ light        #C62828 → #B71C1C",
            ])
        #expect(result.stderr == "(more changes: add --before @3 for the next page, or --limit 0 for all)\n")
        #expect(
            barkeep.run("history", "palette", "brand", "--before", "@3").lines.map { String($0.prefix(2)) }
                == ["@1"])
    }

    @Test func anEntitysHistoryFollowsItAcrossRenames() {
        let byNewName = barkeep.run("history", "palette", "primary")
        #expect(byNewName.lines.map { String($0.prefix(2)) } == ["@4", "@3", "@1"])
        #expect(barkeep.run("history", "palette", "brand") == byNewName)
        let unknown = barkeep.run("history", "palette", "nothing")
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "error: no palette named 'nothing' in the catalog or its history\n")
    }

    @Test func filtersByTimeActorAndOperation() {
        let ids = { (arguments: [String]) -> [String] in
            self.barkeep.run(arguments: ["history"] + arguments).lines.map { String($0.prefix(2)) }
        }
        #expect(ids(["--since", "2026-11-29T10:15:04Z"]) == ["@5", "@4", "@3"])
        #expect(ids(["--until", "2026-11-29T10:15:03.999Z"]) == ["@2", "@1"])
        #expect(ids(["--since", "@2", "--until", "@3"]) == ["@3", "@2"])
        #expect(ids(["--actor", "bob"]) == ["@3"])
        #expect(ids(["--op", "create"]) == ["@2", "@1"])
        #expect(ids(["--batch", "4"]) == ["@5", "@4"])
        let none = barkeep.run("history", "sheet")
        #expect((none.status, none.stdout, none.stderr) == (0, "", "no changes match\n"))
    }

    @Test func badTimesAreUsageErrorsNamingTheAcceptedForms() {
        let result = barkeep.run("history", "--since", "the day before")
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "error: invalid value 'the day before' for option '--since <time>'; expected "
                    + PointInTime.acceptedForms + "\nUsage: barkeep history"))
        #expect(result.stderr.hasSuffix("\nSee 'barkeep history --help'.\n"))
        #expect(
            barkeep.run("history", "pallete").stderr.hasPrefix(
                "error: unknown kind 'pallete'; did you mean 'palette'? expected one of: palette,"))
        #expect(barkeep.run("history", "--limit", "-1").status == 64)
        #expect(barkeep.run("history", "--op", "undo").status == 64)
    }

    @Test func jsonListsEveryChangeWithItsDocumentsAndDifferences() throws {
        let result = barkeep.run("history", "--json", "--limit", "1")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {
                  "changes" : [
                    {
                      "actor" : "ann",
                      "after" : {
                        "fields" : {
                          "light" : "{primary}"
                        },
                        "kind" : "palette",
                        "name" : "alias"
                      },
                      "at" : "2026-11-29T10:15:05.000Z",
                      "atMilliseconds" : 1795947305000,
                      "batch" : 4,
                      "before" : {
                        "fields" : {
                          "light" : "{brand}"
                        },
                        "kind" : "palette",
                        "name" : "alias"
                      },
                      "differences" : [
                        {
                          "change" : "changed",
                          "new" : "{primary}",
                          "old" : "{brand}",
                          "path" : "light"
                        }
                      ],
                      "id" : 5,
                      "kind" : "palette",
                      "message" : "Rebrand",
                      "name" : "alias",
                      "operation" : "update",
                      "version" : 2
                    }
                  ],
                  "nextBefore" : 5
                }

                """)
        let all = barkeep.run("history", "--json", "--limit", "0")
        struct Page: Decodable {
            struct Document: Decodable {
                let name: String
            }
            struct Change: Decodable {
                let id: Int
                let before: Document?
                let after: Document?
                let message: String?
            }
            let changes: [Change]
            let nextBefore: Int?
        }
        let page = try JSONDecoder().decode(Page.self, from: Data(all.stdout.utf8))
        #expect(page.changes.map(\.id) == [5, 4, 3, 2, 1])
        #expect(page.nextBefore == nil)
        #expect(page.changes[3].message == nil)
        #expect(page.changes.map { $0.before?.name ?? "-" } == ["alias", "brand", "brand", "-", "-"])
        #expect(
            page.changes.map { $0.after?.name ?? "-" } == ["alias", "primary", "brand", "alias", "brand"])
        #expect(barkeep.run("history", "--json", "--limit", "0") == all)
    }

    @Test func aFailedCommandLeavesNoHistory() {
        let before = barkeep.run("history", "--json", "--limit", "0")
        let failed = barkeep.run("palette", "set", "alias", "dark=#000000", "light=nope")
        #expect(failed.status == 1)
        #expect(barkeep.run("palette", "delete", "primary").status == 1)
        #expect(barkeep.run("history", "--json", "--limit", "0") == before)
    }

    @Test func readingTheHistoryNeverCreatesACatalog() {
        let elsewhere = barkeep.run("history", "--db", barkeep.directory.file("missing.sqlite"))
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stderr.hasPrefix("error: "))
    }
}
