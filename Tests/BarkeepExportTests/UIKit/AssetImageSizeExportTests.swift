import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// `;size=WxH` on an image that is not a symbol: the UIKit export draws it again at that size, as it does
/// for `;alpha=`, before the rendering mode and insets.
@Suite struct AssetImageSizeExportTests {
    @Test func theSizeIsParsedAndWrittenCanonically() throws {
        let value = try #require(try? ImageValue.parse("asset:Back;template;size=24.0x24").get())
        #expect(value.canonicalText == "asset:Back;template;size=24x24")
        #expect(
            try ImageValue.parse("color:#000000;size=1x0.5").get().canonicalText == "color:#000000;size=1x0.5"
        )
        // A symbol's size is still its point size.
        #expect(
            try ImageValue.parse("symbol:chevron.left;size=17").get().canonicalText
                == "symbol:chevron.left;size=17")
    }

    @Test(arguments: [
        "asset:Back;size=24", "asset:Back;size=0x24", "asset:Back;size=24x2000", "asset:Back;size=axb",
    ])
    func aSizeWithoutTwoPositiveSidesIsRefused(_ text: String) {
        guard case .failure(let error) = ImageValue.parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(error.description.contains("size=24x24"), "\(error)")
    }

    @Test func theImageIsRedrawnAtItsSize() throws {
        let fixture = try ExportFixture.appearance(
            "icons", bar: .navigation,
            [
                "standard.backIndicatorImage=asset:Back;template;size=24x24",
                "standard.backIndicatorTransitionMaskImage=asset:Back;template;size=24x24",
                "standard.shadowImage=color:#000000;alpha=0.5;size=1x0.5",
            ])
        let source = try ExportFixture.export(fixture, .uikit, deploymentTarget: IOSVersion(12))
        #expect(source.contains("size: CGSize(width: 24, height: 24))"), "\(source)")
        #expect(source.contains("alpha: 0.5,\n            size: CGSize(width: 1, height: 0.5))"), "\(source)")
        #expect(
            source.contains(
                "        result = renderer.image { _ in original.draw(in: CGRect(origin: .zero, size: size)) }"
            ))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)
    }
}
