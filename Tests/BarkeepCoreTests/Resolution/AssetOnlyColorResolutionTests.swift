import Testing

@testable import BarkeepCore

/// A palette colour that names only an asset resolves to a colour with no values, and so does every
/// colour an appearance of which comes from it; lint notes the contrast it cannot measure.
@Suite struct AssetOnlyColorResolutionTests {
    /// An entity with `assignments` parsed through the catalogue.
    func entity(_ kind: EntityKind, _ name: String, bar: BarKind? = nil, _ assignments: [String: String])
        throws
        -> Entity
    {
        let catalogue = FieldCatalogue.of(kind, bar: bar)
        var fields: [String: FieldValue] = [:]
        for (path, text) in assignments {
            fields[path] = try FieldValueParser.parse(text, for: try #require(catalogue.spec(path)))
        }
        return Entity(kind: kind, name: name, bar: bar, fields: fields)
    }

    @Test func assetOnlyColoursAndTheirAliasesHaveNoValues() throws {
        let entities = [
            try entity(.palette, "brand", ["asset": "BrandColor"]),
            try entity(.palette, "alias", ["light": "{brand}"]),
            try entity(.palette, "mixed", ["light": "#FFFFFF", "dark": "{brand}"]),
            try entity(.palette, "both", ["light": "#0A84FF", "asset": "Both"]),
        ]
        let resolver = Resolver(snapshot: CatalogSnapshot(entities: entities))
        let brand = try #require(try resolver.resolve(.palette, "brand").color)
        #expect(brand.isAssetOnly)
        #expect(brand.asset == "BrandColor")
        #expect(brand.description == "{brand} = asset BrandColor, no values")
        #expect(try resolver.resolve(.palette, "alias").color?.isAssetOnly == true)
        #expect(try resolver.resolve(.palette, "mixed").color?.isAssetOnly == true)
        let both = try #require(try resolver.resolve(.palette, "both").color)
        #expect(!both.isAssetOnly)
        #expect(both.color?.dark.hexString == "#0A84FF")
        #expect(try resolver.resolve(.palette, "brand").field("asset")?.provenance.source?.path == "asset")
    }

    @Test func lintNotesTheUnmeasuredContrastInsteadOfMeasuringIt() throws {
        let entities = [
            try entity(.palette, "brand", ["asset": "BrandColor"]),
            try entity(
                .appearance, "main", bar: .navigation,
                ["standard.backgroundColor": "{brand}", "standard.title.color": "#FFFFFF"]),
        ]
        let report = LintFixture.lint(entities)
        let unmeasured = report.findings.filter { $0.rule == .contrastUnmeasured }
        #expect(unmeasured.count == 1, "\(report.findings)")
        #expect(unmeasured.first?.severity == .note)
        #expect(
            unmeasured.first?.reason.contains("standard.backgroundColor is {brand} (asset BrandColor)")
                == true,
            "\(unmeasured)")
        #expect(!report.findings.contains { $0.rule == .contrast }, "\(report.findings)")
    }
}
