import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// A palette colour that names only an asset has no values: every export copes. UIKit and SwiftUI load
/// it by name, JSON says so, DTCG keeps it in its own `$extensions` and reads it back, the style guide
/// shows no swatch.
@Suite struct AssetOnlyColorExportTests {
    /// An asset-only colour, an alias of it, a colour mixing it with a literal, and an appearance using them.
    func catalog() throws -> FixtureCatalog {
        try ExportFixture.catalog { session in
            try session.create(
                .palette, "brand", assignments: ["asset=BrandColor", "description=From assets"])
            try session.create(.palette, "accent", assignments: ["light={brand}"])
            try session.create(.palette, "ink", assignments: ["light=#000000", "dark={brand}"])
            try session.create(
                .appearance, "main", bar: .navigation,
                assignments: [
                    "standard.backgroundColor={brand}", "standard.title.color={accent}",
                    "standard.largeTitle.color={ink}",
                ])
            try session.create(.theme, "app", assignments: ["navigation=main"])
        }
    }

    /// Asset colours and images are looked up in the bundle the export names: `Bundle.module` for a
    /// Swift package target's resources (what the build plugin passes), the main bundle otherwise.
    @Test func uikitLooksAssetsUpInTheChosenBundle() throws {
        let main = try ExportFixture.export(try catalog(), .uikit)
        #expect(main.contains("public static var bundle: Bundle { Bundle.main }"))
        let module = try ExportFixture.export(try catalog(), .uikit, assetBundle: .module)
        #expect(module.contains("public static var bundle: Bundle { Bundle.module }"))
        #expect(
            module.contains(
                "UIColor(named: \"BrandColor\", in: BarkeepAssetBundle.bundle, compatibleWith: nil)"))
        #expect(!module.contains("UIColor(named: \"BrandColor\")"), "no lookup in the main bundle only")
    }

    @Test(arguments: ["10.0", "12.0", "15.0"])
    func uikitLoadsItByNameAndTypeChecks(deploymentTarget: String) throws {
        let source = try ExportFixture.export(
            try catalog(), .uikit, deploymentTarget: IOSVersion(deploymentTarget))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        if IOSVersion(deploymentTarget)! < .iOS11 {
            #expect(
                source.contains(
                    "if #available(iOS 11.0, *),\n            let named = UIColor(named: \"BrandColor\", in: "
                        + "BarkeepAssetBundle.bundle, compatibleWith: nil)\n        {\n            return named\n"
                ),
                "\(source)")
        } else {
            #expect(
                source.contains(
                    "UIColor(named: \"BrandColor\", in: BarkeepAssetBundle.bundle, compatibleWith: nil) ?? UIColor.clear"
                ),
                "\(source)")
        }
        #expect(source.contains("public static var bundle: Bundle { Bundle.main }"))
        #expect(source.contains("BarkeepColors.brand"))
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    @Test func swiftUILoadsItByNameAndTypeChecks() throws {
        let source = try ExportFixture.export(try catalog(), .swiftui)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        // The asset is looked up in the chosen bundle by each platform's own colour type, clear where the
        // bundle lacks it (as UIKit's `UIColor(named:) ?? .clear`).
        #expect(
            source.contains("public static var brand: Color { BarkeepSwiftUIPalette.brand.color }"),
            "\(source)")
        #expect(
            source.contains(
                "public static let brand = BarkeepSwiftUIPaletteColor(asset: \"BrandColor\", light: [0, 0, 0, 0])"
            ))
        #expect(
            source.contains(
                "if let asset,\n                let named = UIColor(named: asset, in: BarkeepSwiftUIAssetBundle.bundle"
            ))
    }

    @Test func jsonSaysTheColourHasNoValues() throws {
        let json = try ExportFixture.export(try catalog(), .json)
        #expect(json.contains("\"assetOnly\" : true"), "\(json)")
        #expect(json.contains("\"light\" : null"), "\(json)")
    }

    @Test func dtcgKeepsItInItsOwnExtensionAndReadsItBack() throws {
        let original = try catalog()
        let tokens = try ExportFixture.export(original, .dtcg)
        #expect(tokens.contains("\"assetColors\""), "\(tokens)")
        #expect(!tokens.contains("\"{color.brand}\""), "an alias of a token that is not written: \(tokens)")
        let contents = try ImportFormat.dtcg.read(tokens)
        #expect(contents.skipped.isEmpty, "\(contents.skipped)")
        let fixture = try ExportFixture.catalog { _ in }
        let context = ChangeContext(actor: "t", message: nil, command: "import", atMilliseconds: 2_000)
        try CatalogImporter(entries: contents.entries, replace: false, kinds: contents.kinds).apply(
            to: fixture.catalog, context: context)
        #expect(try fixture.catalog.entity(.palette, "brand").fields["asset"]?.canonicalText == "BrandColor")
        #expect(try fixture.catalog.entity(.palette, "brand").description == "From assets")
        #expect(try fixture.catalog.entity(.palette, "accent").fields["light"]?.canonicalText == "{brand}")
        #expect(try fixture.catalog.entity(.palette, "ink").fields["dark"]?.canonicalText == "{brand}")
        #expect(try ExportFixture.export(fixture, .dtcg) == tokens)
    }

    @Test func snapshotRoundTrips() throws {
        let original = try catalog()
        let snapshot = try Exporter.export(
            original.catalog.snapshot(), themes: [], as: .snapshot, settings: ExportSettings(catalogName: "t")
        ).map(\.contents).joined()
        let contents = try ImportFormat.snapshot.read(snapshot)
        let fixture = try ExportFixture.catalog { _ in }
        let context = ChangeContext(actor: "t", message: nil, command: "import", atMilliseconds: 2_000)
        try CatalogImporter(entries: contents.entries, replace: false, kinds: contents.kinds).apply(
            to: fixture.catalog, context: context)
        let again = try Exporter.export(
            fixture.catalog.snapshot(), themes: [], as: .snapshot, settings: ExportSettings(catalogName: "t")
        ).map(\.contents).joined()
        #expect(again == snapshot)
        #expect(try ExportFixture.export(fixture, .json) == ExportFixture.export(original, .json))
    }

    @Test func styleGuideShowsNoSwatchForIt() throws {
        let html = try ExportFixture.export(try catalog(), .html)
        #expect(html.contains("Only the asset-catalog colour BrandColor"), "\(html.prefix(400))")
        #expect(html.contains("An alias of an asset-only colour"))
    }
}
