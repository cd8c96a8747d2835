import Foundation
import Testing

/// Two capabilities of issue 11 through the command line: a palette colour that names only an asset
/// (accepted, resolved with no values, linted as unmeasured, exported by name) and an image's `alpha`.
@Suite struct AssetColorAndImageAlphaCommandTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init")
    }

    @Test func aPaletteColourMayNameOnlyAnAsset() throws {
        barkeep.run("palette", "create", "brand", "asset=BrandColor").expectSuccess()
        barkeep.run("palette", "create", "accent", "light={brand}").expectSuccess()
        let resolved = barkeep.run("resolve", "palette", "brand")
        resolved.expectSuccess()
        #expect(
            resolved.output.contains("light              {brand} = asset BrandColor, no values"),
            "\(resolved)")
        let explained = barkeep.run("resolve", "palette", "brand", "--explain")
        #expect(explained.output.contains("asset of palette brand"), "\(explained)")
        let alias = barkeep.run("resolve", "palette", "accent")
        alias.expectSuccess()
        #expect(alias.output.contains("{brand} = asset BrandColor, no values"), "\(alias)")

        let json = barkeep.run("resolve", "palette", "brand", "--json")
        json.expectSuccess()
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let fields = try #require(document["fields"] as? [String: Any])
        let light = try #require(fields["light"] as? [String: Any], "\(json)")
        #expect(light["assetOnly"] as? Bool == true, "\(json)")
        #expect(light["light"] is NSNull, "\(json)")
        #expect(light["asset"] as? String == "BrandColor", "\(json)")

        // Neither light nor asset: still refused, naming both.
        let neither = barkeep.run("palette", "create", "empty", "dark=#000000")
        #expect(neither.status == 1, "\(neither)")
        #expect(neither.error.contains("needs 'light' or 'asset'"), "\(neither)")
        // Unsetting the asset of a colour without values is refused too; with values it is fine.
        let unset = barkeep.run("palette", "unset", "brand", "asset")
        #expect(unset.status == 1, "\(unset)")
        #expect(unset.error.contains("needs 'light' or 'asset'"), "\(unset)")
        barkeep.run("palette", "set", "brand", "light=#0A84FF").expectSuccess()
        barkeep.run("palette", "unset", "brand", "asset").expectSuccess()
        let lastValue = barkeep.run("palette", "unset", "brand", "light")
        #expect(lastValue.status == 1, "\(lastValue)")
    }

    @Test func lintSaysTheContrastOfAnAssetOnlyColourIsUnmeasured() {
        barkeep.run("palette", "create", "ink", "asset=InkColor").expectSuccess()
        barkeep.run(
            "appearance", "create", "main", "--bar", "navigation", "standard.title.color={ink}",
            "standard.backgroundColor=#FFFFFF"
        ).expectSuccess()
        let lint = barkeep.run("lint")
        #expect(lint.output.contains("contrast-unmeasured"), "\(lint)")
        #expect(lint.output.contains("standard.title.color is {ink} (asset InkColor)"), "\(lint)")
        #expect(lint.output.contains("0 errors, 0 warnings"), "\(lint)")
        #expect(lint.status == 0, "\(lint)")
    }

    @Test func fieldsShowsTheAssetRuleAndTheAlphaOption() {
        let palette = barkeep.run("fields", "palette")
        palette.expectSuccess()
        #expect(palette.output.contains("not needed when the colour names an asset"), "\(palette)")
        let images = barkeep.run("fields", "appearance", "--bar", "navigation")
        images.expectSuccess()
        #expect(images.output.contains(";alpha=0…1"), "\(images)")
    }

    @Test func anImageTakesAnAlpha() {
        barkeep.run(
            "appearance", "create", "faded", "--bar", "navigation",
            "standard.backgroundImage=asset:Stripes;alpha=0.40"
        ).expectSuccess()
        let resolved = barkeep.run("resolve", "appearance", "faded")
        resolved.expectSuccess()
        #expect(resolved.output.contains("asset:Stripes;alpha=0.4"), "\(resolved)")
        let wrong = barkeep.run("appearance", "set", "faded", "standard.shadowImage=empty;alpha=2")
        #expect(wrong.status != 0)
        #expect(wrong.error.contains("alpha= needs an opacity from 0 to 1"), "\(wrong)")
    }
}
