import BarkeepCore
import BarkeepExport
import Foundation
import Testing

/// Several design-tokens files read as one import (``ImportFormat/read(_:setAppearances:catalogPalette:)``):
/// Tokens Studio's multi-file layout (the fixture `Fixtures/TokensStudioMultiFile`, see its README),
/// Style Dictionary-style sources, names that keep their words, and merging that stays linear.
struct DesignTokenFilesTests {
    /// The files of the fixture folder `name`, as the CLI reads a folder: sorted, named below it.
    static func fixture(_ name: String) throws -> [ImportFormat.SourceFile] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
        return try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
            .sorted().map { name in
                ImportFormat.SourceFile(
                    path: "\(folder)/\(name)", name: name,
                    text: try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8))
            }
    }

    /// A file named on its own.
    static func source(_ name: String, _ text: String) -> ImportFormat.SourceFile {
        ImportFormat.SourceFile(path: name, name: name, text: text)
    }

    /// The entries of `contents` by palette name.
    static func palette(_ contents: ImportFormat.Contents) -> [String: ImportedEntity] {
        Dictionary(uniqueKeysWithValues: contents.entries.map { ($0.name, $0) })
    }

    @Test func theTokensStudioMultiFileFixtureImportsWithItsDarkSet() throws {
        let contents = try ImportFormat.read(
            try Self.fixture("TokensStudioMultiFile"), setAppearances: ["semantic/dark": .dark])
        let palette = Self.palette(contents)
        #expect(palette["palette.blue.500"]?.fields["light"] == "#0A84FF")
        #expect(palette["bg.surface"]?.fields == ["light": "{palette.white}", "dark": "{palette.gray.900}"])
        #expect(palette["text.primary"]?.description == "Body text")
        #expect(palette["system-blue"]?.fields == ["light": "{palette.blue.500}", "dark": "#0A84FF"])
        // An alias in components/bar.json names a token of semantic/light.json.
        #expect(palette["nav-bar.tint"]?.fields["light"] == "{system-blue}")
        #expect(palette["nav-bar.tint"]?.file?.hasSuffix("components/bar.json") == true)
        #expect(palette["nav-bar.tint"]?.line == 3)
        #expect(palette.count == 8, "\(palette.keys.sorted())")
        #expect(contents.tokenCounts?.read == 13 && contents.tokenCounts?.overridden == 0)
        #expect(contents.skippedTokens.count == 2, "\(contents.skipped)")
        #expect(
            contents.skippedTokens.contains {
                $0.hasSuffix("core/palette.json: spacing.sm: $type spacing (not modelled)")
            })
        #expect(
            contents.skippedTokens.contains {
                $0.hasSuffix("components/bar.json: navBar.shadow: $type boxShadow (not modelled)")
            })
        #expect(
            contents.skipped.contains {
                $0.hasSuffix(
                    "semantic/light.json: systemBlue: named palette colour 'system-blue' (entity names are "
                        + EntityNameRule.summary + ")")
            }, "\(contents.skipped)")
    }

    @Test func aThemeNamedInAModeReadsTheSetsOnlyItEnables() throws {
        let byTheme = try ImportFormat.read(
            try Self.fixture("TokensStudioMultiFile"), setAppearances: ["Dark": .dark])
        let bySet = try ImportFormat.read(
            try Self.fixture("TokensStudioMultiFile"), setAppearances: ["semantic/dark": .dark])
        #expect(byTheme.entries.map(\.fields) == bySet.entries.map(\.fields))
        #expect(Self.palette(byTheme)["bg.surface"]?.fields["dark"] == "{palette.gray.900}")
    }

    @Test func withoutAModeTheLaterSetOfTokenSetOrderWins() throws {
        let contents = try ImportFormat.read(try Self.fixture("TokensStudioMultiFile"))
        #expect(Self.palette(contents)["bg.surface"]?.fields == ["light": "{palette.gray.900}"])
        #expect(contents.tokenCounts?.overridden == 3)
    }

    @Test func aSetTokenSetOrderListsThatNoFileHoldsIsNoted() throws {
        let contents = try ImportFormat.read([
            Self.source("t/$metadata.json", ##"{"tokenSetOrder": ["b", "gone", "a"]}"##),
            Self.source("t/a.json", ##"{"x": {"value": "#111111", "type": "color"}}"##),
            Self.source("t/b.json", ##"{"x": {"value": "#222222", "type": "color"}}"##),
        ])
        // Read b, then a: a's token wins.
        #expect(Self.palette(contents)["x"]?.fields["light"] == "#111111")
        #expect(
            contents.skipped.contains(
                "token set 'gone': listed in $metadata.json's tokenSetOrder, no file holds it"))
    }

    @Test func aThemesFileOfAnotherShapeIsRefusedWithItsFileAndLine() {
        #expect(
            throws: ImportError(
                line: 2, "a theme must be an object with a \"name\" and \"selectedTokenSets\"",
                file: "$themes.json")
        ) {
            try ImportFormat.read([
                Self.source("a.json", "{\n}"),
                Self.source("$themes.json", "[\n  {\"name\": \"Light\"}\n]"),
            ])
        }
    }

    @Test func namesKeepTheirWordsInLowercase() throws {
        let contents = try ImportFormat.dtcg.read(
            ##"{"color": {"$type": "color", "systemBlue": {"$value": "#0A84FF"}, "URLText": {"$value": "#111111"}, "##
                + ##""Brand": {"primary": {"$value": "#222222"}}, "gray-100": {"$value": "#333333"}}}"##)
        #expect(
            Set(contents.entries.map(\.name)) == ["system-blue", "url-text", "brand.primary", "gray-100"])
        let renames = contents.skipped.filter { $0.contains("named palette colour") }
        #expect(renames.count == 3, "\(renames)")
        #expect(renames.contains { $0.hasPrefix("color.systemBlue: named palette colour 'system-blue'") })
    }

    @Test func twoTokensThatDifferOnlyInCaseAreRefused() {
        #expect(throws: ImportError.self) {
            try ImportFormat.dtcg.read(
                ##"{"$type": "color", "systemBlue": {"$value": "#0A84FF"}, "system-blue": {"$value": "#111111"}}"##
            )
        }
    }

    @Test func namesThatMeetAcrossFilesAreRefusedNamingBothFiles() {
        #expect(
            throws: ImportError(
                line: 2,
                "token systemBlue and the token on a.json:1 both map to palette colour 'system-blue'",
                file: "b.json")
        ) {
            try ImportFormat.read([
                Self.source("a.json", ##"{"system-blue": {"$type": "color", "$value": "#111111"}}"##),
                Self.source("b.json", "{\n\"systemBlue\": {\"$type\": \"color\", \"$value\": \"#0A84FF\"}}"),
            ])
        }
    }

    /// Merging N files looks each token up by path: the work grows with the tokens, not with their
    /// square. Each of 2000 files overrides the same 50 tokens; the notes count exactly those overrides.
    @Test func mergingManyFilesThatOverrideOneAnotherStaysLinear() throws {
        let tokens = (0..<50).map { ##""t\##($0)": {"$type": "color", "$value": "#0A84FF"}"## }.joined(
            separator: ", ")
        let files = (0..<2000).map { Self.source("f\($0).json", "{" + tokens + "}") }
        let contents = try ImportFormat.read(files)
        #expect(contents.entries.count == 50)
        #expect(contents.tokenCounts?.read == 100_000)
        #expect(contents.tokenCounts?.overridden == 99_950)
    }
}
