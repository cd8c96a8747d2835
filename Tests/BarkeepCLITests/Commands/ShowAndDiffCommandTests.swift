import Testing

@Suite struct ShowAndDiffCommandTests {
    let barkeep = CommandLineHarness()

    /// tall: created (v1, @1), raised with a description (v2, @2), renamed taller (v3, @3),
    /// description removed (v4, @4).
    init() {
        barkeep.run("init")
        barkeep.run("layout", "create", "tall", "barHeight=70", "strategy=spacerStack")
        barkeep.run("layout", "set", "tall", "barHeight=80", "description=Tall bar.")
        barkeep.run("layout", "rename", "tall", "taller")
        barkeep.run("layout", "unset", "taller", "description")
    }

    @Test func showsAVersionOrThePastFollowingRenames() {
        let first = barkeep.run("layout", "show", "taller", "--version", "1")
        #expect(first.status == 0)
        #expect(first.lines == ["layout tall", "  barHeight  70", "  strategy   spacerStack"])
        #expect(barkeep.run("layout", "show", "tall", "--version", "1") == first)
        #expect(barkeep.run("layout", "show", "taller", "--at", "@1") == first)
        #expect(barkeep.run("layout", "show", "taller", "--at", "2026-11-29T10:15:02.999Z") == first)
        let second = barkeep.run("layout", "show", "taller", "--at", "2026-11-29T10:15:03Z")
        #expect(
            second.lines == [
                "layout tall", "  description  Tall bar.", "  barHeight    80", "  strategy     spacerStack",
            ])
        let json = barkeep.run("layout", "show", "taller", "--version", "3", "--json")
        #expect(json.stdout.contains(#""name" : "taller""#))
        #expect(json.stdout.contains(#""description" : "Tall bar.""#))
    }

    @Test func refusesVersionsAndTimesThatDoNotExist() {
        let noVersion = barkeep.run("layout", "show", "taller", "--version", "9")
        #expect(noVersion.status == 1)
        #expect(noVersion.stderr == "error: layout 'taller' has versions 1 to 4; there is no version 9\n")
        let tooEarly = barkeep.run("layout", "show", "taller", "--at", "2026-11-29T10:00:00Z")
        #expect(tooEarly.status == 1)
        #expect(tooEarly.stderr == "error: layout 'taller' did not exist at 2026-11-29T10:00:00.999Z\n")
        let badTime = barkeep.run("layout", "show", "taller", "--at", "10:15")
        #expect(badTime.status == 64)
        #expect(
            badTime.stderr.hasPrefix(
                "error: invalid value '10:15' for option '--at <time>'; expected a date or time such as"))
        #expect(barkeep.run("layout", "show", "taller", "--version", "0").status == 64)
        #expect(barkeep.run("layout", "show", "taller", "--version", "1", "--at", "@1").status == 64)
    }

    @Test func diffsThePreviousVersionAgainstTheLatestByDefault() {
        let result = barkeep.run("diff", "layout", "taller")
        #expect(result.status == 0)
        #expect(result.lines == ["layout taller: version 3 → 4", "  - description  Tall bar."])
        #expect(result.stderr == "")
    }

    @Test func diffsAnyTwoVersionsShowingAddedRemovedAndChanged() {
        #expect(
            barkeep.run("diff", "layout", "tall", "1").lines == [
                "layout taller: version 1 → 4", "  ~ name       tall → taller", "  ~ barHeight  70 → 80",
            ])
        #expect(
            barkeep.run("diff", "layout", "taller", "1", "2").lines == [
                "layout taller: version 1 → 2", "  + description  Tall bar.", "  ~ barHeight    70 → 80",
            ])
        #expect(
            barkeep.run("diff", "layout", "taller", "0", "1").lines == [
                "layout taller: version 0 → 1", "  + barHeight  70", "  + strategy   spacerStack",
            ])
        #expect(
            barkeep.run("diff", "layout", "taller", "@2", "@2").lines == [
                "layout taller: version 2 → 2", "  (no differences)",
            ])
    }

    @Test func diffJSONIsDeterministic() {
        let result = barkeep.run("diff", "layout", "taller", "--json")
        #expect(
            result.stdout == """
                {
                  "differences" : [
                    {
                      "change" : "removed",
                      "new" : null,
                      "old" : "Tall bar.",
                      "path" : "description"
                    }
                  ],
                  "fromVersion" : 3,
                  "kind" : "layout",
                  "name" : "taller",
                  "toVersion" : 4
                }

                """)
    }

    @Test func badVersionsAreUsageErrors() {
        let result = barkeep.run("diff", "layout", "taller", "v1")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "error: invalid version 'v1'; expected a version number such as 3, or a date or time"))
        #expect(barkeep.run("diff", "layout", "taller", "7").status == 1)
    }
}
