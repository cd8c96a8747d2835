import Foundation
import Testing

/// `barkeep import` and the data exports: snapshot and JSON round trips, validation first, one batch,
/// `--dry-run`, `--replace`, clear errors, and a real `git merge` of a snapshot.
@Suite struct ImportCommandTests {
    let barkeep = CommandLineHarness()

    /// Writes `text` to `name` in the test directory and returns its path.
    func write(_ text: String, _ name: String) throws -> String {
        let path = barkeep.directory.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs barkeep against another catalog file in the same directory.
    func run(on database: String, _ arguments: String...) -> CommandRun {
        CommandRun.inProcess(
            arguments, database: barkeep.directory.file(database), environment: ["BARKEEP_ACTOR": "bob"],
            at: CommandLineHarness.start + 99_000)
    }

    @Test func demoSnapshotRoundTripsByteForByte() throws {
        barkeep.run("demo")
        let snapshot = barkeep.run("export", "--format", "snapshot")
        snapshot.expectSuccess()
        let json = barkeep.run("export", "--format", "json").stdout
        let file = try write(snapshot.stdout, "demo.snapshot.json")
        let imported = run(on: "copy.sqlite", "import", file)
        imported.expectSuccess()
        #expect(imported.stdout.contains("22 created, 0 updated, 0 deleted, 0 unchanged"))
        #expect(run(on: "copy.sqlite", "export", "--format", "snapshot").stdout == snapshot.stdout)
        #expect(run(on: "copy.sqlite", "export", "--format", "json").stdout == json)
        let again = run(on: "copy.sqlite", "import", file)
        #expect(again.stdout.contains("0 created, 0 updated, 0 deleted, 22 unchanged"), "\(again)")
    }

    @Test func jsonExportSharesResolveShape() throws {
        barkeep.run("demo")
        let export = barkeep.run("export", "--format", "json", "--explain")
        export.expectSuccess()
        let resolved = barkeep.run("resolve", "appearance", "base", "--json", "--explain").stdout
        let indented = resolved.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        #expect(export.stdout.contains(indented))
        #expect(export.stdout.hasPrefix("{\n  \"barkeepResolved\" : 1,\n  \"entities\" : [\n"))
        let usage = barkeep.run("export", "--format", "uikit", "--explain")
        #expect(usage.status == 64)
    }

    @Test func importIsOneBatchThatRevertUndoes() throws {
        barkeep.run("demo")
        let file = try write(barkeep.run("export", "--format", "snapshot").stdout, "demo.json")
        barkeep.run("palette", "set", "paper", "light=#FAFAFA")
        barkeep.run("palette", "create", "extra", "light=#123456")
        let snapshotBefore = barkeep.run("export", "--format", "snapshot").stdout
        let dryRun = barkeep.run("import", file, "--replace", "--dry-run")
        dryRun.expectSuccess()
        #expect(dryRun.stdout.contains("0 to create, 1 to update, 1 to delete, 21 unchanged"), "\(dryRun)")
        #expect(dryRun.stdout.contains("~ light: #FAFAFA → #FFFFFF"))
        #expect(
            barkeep.run("export", "--format", "snapshot").stdout == snapshotBefore, "dry run writes nothing")
        let imported = barkeep.run("import", file, "--replace", "-m", "back to the demo")
        imported.expectSuccess()
        let history = barkeep.run("history", "--json").stdout
        #expect(history.contains("\"operation\" : \"import\""))
        let batch = try #require(
            imported.stdout.split(separator: "\n").first { $0.hasPrefix("batch ") }?.split(separator: " ")[1]
                .dropLast())
        barkeep.run("revert", "--batch", String(batch)).expectSuccess()
        #expect(barkeep.run("export", "--format", "snapshot").stdout == snapshotBefore)
    }

    @Test func replaceRefusesToBreakReferences() throws {
        barkeep.run("init")
        barkeep.run("palette", "create", "brand", "light=#0A84FF")
        barkeep.run("appearance", "create", "base", "--bar", "navigation", "standard.backgroundColor={brand}")
        let snapshot = barkeep.run("export", "--format", "snapshot").stdout
        let withoutBrand = snapshot.replacingOccurrences(
            of:
                "    \"palette\" : {\n      \"brand\" : {\n        \"fields\" : {\n          \"light\" : \"#0A84FF\"\n        }\n      }\n    }\n",
            with: "    \"palette\" : {}\n")
        #expect(withoutBrand != snapshot)
        let file = try write(withoutBrand, "no-brand.json")
        let refused = barkeep.run("import", file, "--replace")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("no palette named 'brand'"), "\(refused)")
        #expect(refused.stderr.contains("--replace would delete it"))
        #expect(barkeep.run("export", "--format", "snapshot").stdout == snapshot)
        barkeep.run("import", file).expectSuccess()
    }

    @Test func badFilesChangeNothingAndSayWhere() throws {
        barkeep.run("init")
        barkeep.run("palette", "create", "brand", "light=#0A84FF")
        let before = barkeep.run("export", "--format", "snapshot").stdout
        let badValue = try write(
            """
            {
              "barkeepSnapshot" : 1,
              "entities" : {
                "palette" : {
                  "accent" : { "fields" : { "light" : "#00FF00" } },
                  "brand" : {
                    "fields" : {
                      "light" : "#GGGGGG"
                    }
                  }
                }
              }
            }
            """, "bad.json")
        let value = barkeep.run("import", badValue)
        #expect(value.status == 1)
        #expect(value.stderr.hasPrefix("error: \(badValue):8: palette 'brand', field 'light'"), "\(value)")
        let cycle = try write(
            """
            {"barkeepSnapshot": 1, "entities": {"palette": {
              "a": {"fields": {"light": "{b}"}},
              "b": {"fields": {"light": "{a}"}}}}}
            """, "cycle.json")
        let cycled = barkeep.run("import", cycle)
        #expect(cycled.status == 1)
        #expect(cycled.stderr.contains("a → b → a"), "\(cycled)")
        let version = try write("{\"barkeepSnapshot\": 2, \"entities\": {}}", "v2.json")
        let future = barkeep.run("import", version)
        #expect(future.stderr.contains("\(version):1: unknown snapshot format version 2"), "\(future)")
        let syntax = try write("{\"barkeepSnapshot\": 1,\n \"entities\": {,}}", "syntax.json")
        #expect(barkeep.run("import", syntax).stderr.contains("\(syntax):2: not JSON"))
        let path = try write(
            "{\"barkeepSnapshot\": 1, \"entities\": {\"palette\": {\"x\": {\"fields\": {\"light\": \"#000\", \"shade\": \"#111\"}}}}}",
            "path.json")
        #expect(barkeep.run("import", path).stderr.contains("'shade'"))
        #expect(barkeep.run("export", "--format", "snapshot").stdout == before)
        #expect(!barkeep.run("history", "--json").stdout.contains("\"operation\" : \"import\""))
    }

    /// Tokens a design-tokens file holds that Barkeep does not import are listed one a line, the first
    /// hundred of them, the rest counted, and a summary counts what was imported.
    @Test func skippedTokensAreListedOneALineAndCountedPastAHundred() throws {
        func tokens(_ count: Int) -> String {
            let shadows = (0..<count).map { #""s\#($0)": { "$type": "shadow", "$value": {} }"# }
            return ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" } }, "##
                + #""shadow": { "#
                + shadows.joined(separator: ", ") + " } }"
        }
        let few = run(on: "few.sqlite", "import", "--format", "dtcg", try write(tokens(3), "few.json"))
        few.expectSuccess()
        #expect(
            few.stderr.contains(
                "skipped: shadow.s0: $type shadow (not modelled)\n"
                    + "skipped: shadow.s1: $type shadow (not modelled)\n"
                    + "skipped: shadow.s2: $type shadow (not modelled)\n"
                    + "1 of 4 tokens imported; 3 skipped\n"),
            "\(few)")
        let many = run(on: "many.sqlite", "import", "--format", "dtcg", try write(tokens(150), "many.json"))
        many.expectSuccess()
        #expect(
            many.stderr.contains("skipped: shadow.s99: $type shadow (not modelled)\n… and 50 more\n"),
            "\(many)")
        #expect(many.stderr.contains("1 of 151 tokens imported; 150 skipped\n"), "\(many)")
        #expect(!many.stderr.contains("shadow.s100:"))
        #expect(run(on: "many.sqlite", "palette", "show", "ink").stdout.contains("#112233"))
    }

    /// A Tokens Studio file (token sets, the unprefixed syntax, CSS colour strings) imports end to end:
    /// the later set's value lands, and the overridden one is named in the note.
    @Test func aTokensStudioFileOfTokenSetsImports() throws {
        let file = try write(
            """
            {"global": {"colors": {"blue": {"value": "rgb(10, 132, 255)", "type": "color"}}},
             "brand": {"colors": {"blue": {"value": "#0066CC", "type": "color"}},
                       "link": {"value": "{colors.blue}", "type": "color", "description": "Links"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["global", "brand"]}}
            """, "studio.json")
        let imported = run(on: "studio.sqlite", "import", "--format", "dtcg", file)
        imported.expectSuccess()
        #expect(
            imported.stderr.contains("colors.blue in token set 'global' (token set 'brand' sets it too"),
            "\(imported)")
        #expect(run(on: "studio.sqlite", "palette", "show", "blue").stdout.contains("#0066CC"))
        #expect(run(on: "studio.sqlite", "palette", "show", "link").stdout.contains("{blue}"))
    }

    /// `--mode dark=<set>` reads a token set as dark values; a malformed `--mode` is a usage error.
    @Test func aTokenSetImportsAsTheDarkValues() throws {
        let file = try write(
            """
            {"light": {"ink": {"value": "#111111", "type": "color"}},
             "dark": {"ink": {"value": "#EEEEEE", "type": "color"}},
             "$metadata": {"tokenSetOrder": ["light", "dark"]}}
            """, "themes.json")
        run(on: "themes.sqlite", "import", "--format", "dtcg", "--mode", "dark=dark", file).expectSuccess()
        let shown = run(on: "themes.sqlite", "palette", "show", "ink").stdout
        #expect(shown.contains("dark   #EEEEEE") && shown.contains("light  #111111"), "\(shown)")
        let light = run(on: "themes.sqlite", "import", "--format", "dtcg", "--mode", "light=dark", file)
        #expect(light.status == 64 && light.stderr.contains("expected <appearance>=<token set>"), "\(light)")
        let snapshot = run(on: "themes.sqlite", "import", "--mode", "dark=dark", file)
        #expect(snapshot.status == 64 && snapshot.stderr.contains("--format dtcg only"), "\(snapshot)")
    }

    @Test func gitMergesTwoFieldChangesCleanly() throws {
        barkeep.run("demo")
        let repository = barkeep.directory.file("repo")
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: false)
        let file = repository + "/catalog.json"
        try barkeep.run("export", "--format", "snapshot").stdout.write(
            toFile: file, atomically: true, encoding: .utf8)
        func git(_ arguments: String...) throws -> CommandRun {
            try CommandRun.binary(
                ["-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: repository,
                environment: ["HOME": repository], executable: "/usr/bin/git")
        }
        try git("init", "-q", "-b", "main").expectSuccess()
        try git("add", ".").expectSuccess()
        try git("commit", "-q", "-m", "demo").expectSuccess()
        try git("checkout", "-q", "-b", "title").expectSuccess()
        let original = try String(contentsOfFile: file, encoding: .utf8)
        try original.replacingOccurrences(
            of: "\"standard.title.weight\" : \"semibold\"", with: "\"standard.title.weight\" : \"bold\""
        ).write(toFile: file, atomically: true, encoding: .utf8)
        try git("commit", "-q", "-am", "bold titles").expectSuccess()
        try git("checkout", "-q", "main").expectSuccess()
        try original.replacingOccurrences(
            of:
                "\"standard.background\" : \"opaque\",\n          \"standard.backgroundColor\" : \"{paper}\",\n          \"standard.largeTitle",
            with:
                "\"standard.background\" : \"transparent\",\n          \"standard.backgroundColor\" : \"{paper}\",\n          \"standard.largeTitle"
        ).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: file, encoding: .utf8) != original)
        try git("commit", "-q", "-am", "transparent").expectSuccess()
        let merge = try git("merge", "-q", "--no-edit", "title")
        #expect(merge.status == 0, "\(merge)")
        barkeep.run("import", file).expectSuccess()
        let base = barkeep.run("appearance", "show", "base").stdout
        #expect(base.contains("standard.title.weight") && base.contains("bold"))
        #expect(base.contains("transparent"))
    }
}
