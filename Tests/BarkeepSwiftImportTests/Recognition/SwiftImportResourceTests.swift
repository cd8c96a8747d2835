import BarkeepCore
import Testing

@testable import BarkeepSwiftImport

/// What the report says about issue 30's items 3, 5, 6 and 8 beyond the expected catalogs: how SwiftGen
/// and R.swift asset names are derived, builders, placeholders (one per expression, never unnamed,
/// attributed to their bar), a search bar's proxies, a legacy value that differs, and an import of
/// several files.
@Suite struct SwiftImportResourceTests {
    /// The report lines of corpus set-up `name` as `line: kind: text`.
    static func reportLines(_ name: String) throws -> [String] {
        try SwiftImportShapesTests.reportLines(name)
    }

    @Test func swiftGenAndRSwiftAssetsTakeTheSwiftIdentifierAndSaySo() throws {
        let swiftGen = try Self.reportLines("30-swiftgen-assets")
        #expect(
            swiftGen.contains {
                $0.hasPrefix(
                    "8: note: Asset.Colors.brandBlue: SwiftGen's generated code is not in these files, so the asset's "
                        + "name is taken as the Swift identifier 'brandBlue'")
            })
        // SwiftGen's colour file values are not assets: a placeholder named after the colour.
        #expect(
            swiftGen.contains {
                $0.hasPrefix("14: placeholder: colour ColorName.accent a SwiftGen colour whose value lives")
            })
        let rSwift = try Self.reportLines("31-rswift-resources")
        #expect(rSwift.contains { $0.hasPrefix("8: note: R.color.brand: an R.swift resource") })
        #expect(
            rSwift.contains {
                $0.hasPrefix("11: placeholder: font R.font.openSansBold: R.swift's identifier")
            })
    }

    @Test func theGeneratedCodeAmongTheFilesGivesTheExactAssetNames() throws {
        let result = try SwiftImporter.read([
            try SwiftImportFixture.source("MultiFile/Assets.swift.txt"),
            try SwiftImportFixture.source("MultiFile/Setup.swift.txt"),
        ])
        let entities = try SwiftImportFixture.entities(result)
        #expect(entities["palette brand-blue"]?.fields["asset"]?.canonicalText == "Brand Blue")
        #expect(entities["palette hairline-grey"]?.fields["asset"]?.canonicalText == "hairline-grey")
        // `UIColor.accent`, declared in the other file, is followed.
        #expect(entities["palette accent"]?.fields["asset"]?.canonicalText == "Accent")
        let appearance = try #require(entities["appearance run"])
        #expect(appearance.fields["standard.backIndicatorImage"]?.canonicalText == "asset:icons/back")
        #expect(appearance.fields["bar.tintColor"]?.canonicalText == "{accent}")
        // Each entity says which file it comes from, in the report and in its entry.
        let setup = "MultiFile/Setup.swift.txt"
        #expect(result.entries.first { $0.name == "run" }?.file == setup)
        #expect(result.entries.first { $0.name == "brand-blue" }?.file == setup)
        let lines = result.report.lines.filter { $0.file == setup }.map { "\($0.line): \($0.text)" }
        #expect(lines.contains("10: appearance run comes from this file"))
        #expect(lines.contains("7: palette colour brand-blue comes from this file (its first use is here)"))
    }

    @Test func buildersAndPropertiesSetLaterAreFollowed() throws {
        let result = try SwiftImportShapesTests.imported("33-builders")
        let lines = result.report.lines.map { "\($0.line): \($0.kind.rawValue): \($0.text)" }
        #expect(lines.contains("26: note: then { … }: a builder; the settings in its closure are read"))
        let entities = try SwiftImportFixture.entities(result)
        // `configure(UINavigationBarAppearance()) { $0.… }` through the files' own `configure`.
        #expect(
            entities["appearance builder"]?.fields["scrollEdge.background"]?.canonicalText == "transparent")
        // Set in `init`, applied in `viewDidLoad`.
        #expect(entities["appearance tabs"]?.fields["standard.selectionIndicatorTint"] != nil)
        // Nothing takes an empty name, the builder's included.
        #expect(!result.entries.contains { $0.name.isEmpty || $0.name == "appearance" })
    }

    @Test func placeholdersAreOnePerExpressionNamedAndAttributedToTheirBar() throws {
        let result = try SwiftImportShapesTests.imported("34-placeholders-per-expression")
        let palette = result.entries.filter { $0.kind == .palette }.map(\.name).sorted()
        #expect(palette == ["asset-name", "bar-color", "bar-text"])
        let lines = result.report.lines.map { "\($0.line): \($0.kind.rawValue): \($0.text)" }
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "15: placeholder: colour Theme.current.barColor cannot be evaluated: palette colour "
                        + "'bar-color' (one per expression)")
                    && $0.contains("for appearance tabs (UITabBar) standard.backgroundColor")
            })
        // The search bar's buttons and tint are not the navigation bar's, and make no placeholder.
        #expect(
            lines.contains {
                $0.hasPrefix("19: ignored: setTitleTextAttributes(…) of UIBarButtonItem.appearance(")
            })
        #expect(lines.contains { $0.hasPrefix("22: ignored: tintColor of UISearchBar.appearance()") })
        #expect(!lines.contains { $0.contains("searchAccent") && $0.contains("placeholder") })
        let navigation = try #require(result.entries.first { $0.name == "search-styling" })
        #expect(navigation.fields["standard.button.normal.color"] == "{bar-text}")
    }

    @Test func placeholderNamesAreNeverEmpty() {
        #expect(NameDeriver.placeholderName("UIColor(named: name)") == "name")
        #expect(NameDeriver.placeholderName("Asset.Colors.brandBlue.color") == "brand-blue")
        #expect(NameDeriver.placeholderName("UIImage.gradient(named: \"toolbar-fade\")") == "gradient")
        #expect(NameDeriver.placeholderName("(1)") == "placeholder")
        #expect(NameDeriver.placeholderName("$0.color") == "placeholder")
    }

    @Test func aLegacyValueThatDiffersIsKeptAsTheLegacyFieldWithBothValuesReported() throws {
        let lines = try Self.reportLines("35-available-keeps-both")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "14: note: pre-iOS 13 standard.backgroundColor = #1A99B3 differs from the appearance's "
                        + "system:systemTeal")
                    && $0.hasSuffix("kept as legacy.backgroundColor, which the exporter writes below iOS 13")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("14: mapped: appearance legacy-aware legacy.backgroundColor = #1A99B3")
            })
        // UIColor.black is label's light value, which is what code for iOS 12 writes for label.
        #expect(lines.contains { $0.hasPrefix("15: note: pre-iOS 13 standard.title.color: the same value") })
        // The iOS 13 branch's appearance sets no shadow image: the empty one is for iOS 12 only.
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "16: note: pre-iOS 13 standard.shadowImage: the iOS 13 branch's standard appearance")
            })
        #expect(
            lines.contains { $0.hasPrefix("16: mapped: appearance legacy-aware legacy.shadowImage = empty") })
    }
}
