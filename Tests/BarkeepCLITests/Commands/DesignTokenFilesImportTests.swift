import Foundation
import Testing

/// `import --format dtcg` of several files or a folder (issue 29, item 4): Style Dictionary-style
/// sources merged in order, Tokens Studio's folder of token sets, aliases across files and into the
/// catalog, the report of skipped tokens one a line with a count, `--strict`, and names that keep
/// their words.
@Suite struct DesignTokenFilesImportTests {
    let barkeep = CommandLineHarness()

    /// Writes `text` to `name` (below the test directory, folders made) and returns its path.
    @discardableResult
    func write(_ text: String, _ name: String) throws -> String {
        let path = barkeep.directory.file(name)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func styleDictionarySourcesMergeInOrderTheLaterFileWinning() throws {
        let base = try write(
            ##"{"color": {"brand": {"$type": "color", "$value": "#112233"}, "##
                + ##""link": {"$type": "color", "$value": "{color.brand}"}}}"##, "base.json")
        let brand = try write(
            ##"{"color": {"brand": {"$type": "color", "$value": "#0A84FF"}}}"##, "brand.json")
        let run = barkeep.run("import", "--format", "dtcg", base, brand)
        run.expectSuccess()
        #expect(run.output.contains("imported 2 token files: 2 created"), "\(run)")
        #expect(
            run.error.contains(
                "changed: \(brand): color.brand in file \(base) (file \(brand) sets it too; the later set wins)\n"
            ),
            "\(run)")
        #expect(
            run.error.contains("2 of 3 tokens imported; 0 skipped; 1 replaced by a later token set or file\n")
        )
        #expect(barkeep.run("palette", "show", "brand").output.contains("light  #0A84FF"))
        // The alias in the first file names the token the second file set.
        #expect(barkeep.run("palette", "show", "link").output.contains("light  {brand}"))
    }

    @Test func anAliasReachesATokenOfAnotherFile() throws {
        let core = try write(##"{"palette": {"blue": {"value": "#0A84FF", "type": "color"}}}"##, "core.json")
        let semantic = try write(
            ##"{"accent": {"value": "{palette.blue}", "type": "color"}}"##, "semantic.json")
        barkeep.run("import", "--format", "dtcg", semantic, core).expectSuccess()
        #expect(barkeep.run("palette", "show", "accent").output.contains("light  {palette.blue}"))
    }

    @Test func anAliasToAColourTheCatalogHoldsResolvesToIt() throws {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "ink", "light=#111111").expectSuccess()
        let file = try write(##"{"text": {"$type": "color", "$value": "{color.ink}"}}"##, "text.json")
        let run = barkeep.run("import", "--format", "dtcg", file)
        run.expectSuccess()
        #expect(barkeep.run("palette", "show", "text").output.contains("light  {ink}"), "\(run)")
        // Without such a colour it is still a dangling alias, named with its file and line.
        let other = try write(
            "{\"text\": {\"$type\": \"color\",\n \"$value\": \"{color.missing}\"}}", "other.json")
        let dangling = barkeep.run("import", "--format", "dtcg", file, other)
        #expect(dangling.status == 1)
        #expect(
            dangling.error.contains(
                "\(other):2: token text: alias {color.missing} names no colour token (dangling alias) and no "
                    + "palette colour of the catalog; nothing was imported"),
            "\(dangling)")
    }

    @Test func strictFailsOnASkippedTokenAndWritesNothing() throws {
        let before = barkeep.run("export", "--format", "snapshot").output
        let file = try write(
            ##"{"ink": {"$type": "color", "$value": "#111111"}, "gap": {"$type": "dimension", "##
                + ##""$value": {"value": 4, "unit": "px"}}}"##, "tokens.json")
        let strict = barkeep.run("import", "--format", "dtcg", "--strict", file)
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.error.contains("skipped: gap: $type dimension without Barkeep's fields"), "\(strict)")
        #expect(strict.error.contains("1 of 2 tokens imported; 1 skipped\n"), "\(strict)")
        #expect(strict.error.contains("error: \(file): 1 token(s) skipped (--strict); nothing was imported"))
        #expect(barkeep.run("export", "--format", "snapshot").output == before)
        #expect(barkeep.run("import", "--format", "dtcg", file).status == 0)
        #expect(barkeep.run("import", "--strict", file).status == 64)
    }

    @Test func aTokensStudioFolderImportsItsSetsInTokenSetOrder() throws {
        let folder = barkeep.directory.file("tokens")
        try write(##"{"tokenSetOrder": ["core", "brand/light", "brand/dark"]}"##, "tokens/$metadata.json")
        try write(
            ##"[{"id": "a1", "name": "Light", "selectedTokenSets": {"core": "source", "brand/light": "enabled"}}, "##
                + ##"{"id": "b2", "name": "Dark", "selectedTokenSets": {"core": "source", "brand/dark": "enabled"}}]"##,
            "tokens/$themes.json")
        try write(
            ##"{"white": {"value": "#FFFFFF", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
            "tokens/core.json")
        try write(
            ##"{"systemBackground": {"value": "{white}", "type": "color"}}"##, "tokens/brand/light.json")
        try write(##"{"systemBackground": {"value": "{black}", "type": "color"}}"##, "tokens/brand/dark.json")
        let run = barkeep.run("import", "--format", "dtcg", folder, "--mode", "dark=brand/dark")
        run.expectSuccess()
        let show = barkeep.run("palette", "show", "system-background").output
        #expect(show.contains("light  {white}") && show.contains("dark   {black}"), "\(show)\n\(run)")
        #expect(
            run.error.contains(
                "changed: \(folder)/brand/light.json: systemBackground: named palette colour 'system-background'"
            ),
            "\(run)")
        // Without the mapping the later set, brand/dark, wins.
        let plain = barkeep.run("import", "--format", "dtcg", folder, "--dry-run")
        #expect(plain.error.contains("token set 'brand/dark' sets it too; the later set wins"), "\(plain)")
    }

    @Test func badFilesAreNamedWithTheirLineAndChangeNothing() throws {
        barkeep.run("init").expectSuccess()
        let good = try write(##"{"ink": {"$type": "color", "$value": "#111111"}}"##, "good.json")
        let bad = try write("{\"a\": {\"$type\": \"color\",\n \"x\": {\"$value\": \"#00\",}}}", "bad.json")
        let run = barkeep.run("import", "--format", "dtcg", good, bad)
        #expect(run.status == 1)
        #expect(run.error.contains("\(bad):2: not JSON: column"), "\(run)")
        #expect(barkeep.run("history").lines.isEmpty)
        let set = try write(##"{"$metadata": {}, "light": {}}"##, "set.json")
        let sets = barkeep.run("import", "--format", "dtcg", good, set)
        #expect(
            sets.error.contains(
                "is a file of token sets ($metadata or $themes at the top); import it on its own"))
    }
}
