import Testing

@testable import BarkeepCore

/// Image values: one-colour and empty images, rendering mode, insets and symbol configuration.
@Suite struct ImageValueTests {
    @Test func optionsParseAndPrintCanonically() throws {
        let image = try ImageValue.parse("symbol:chevron.left;scale=large;weight=semibold;template;size=17")
            .get()
        #expect(image.canonicalText == "symbol:chevron.left;template;size=17;weight=semibold;scale=large")
        #expect(image.isSymbol)
        guard case .configured(.symbol("chevron.left"), let options) = image else {
            Issue.record("not a configured symbol: \(image)")
            return
        }
        #expect(
            options.symbolWeight == .semibold && options.symbolScale == .large
                && options.renderingMode == .template)
        #expect(
            try ImageValue.parse("color:#FF000080").get()
                == .color(.rgba(RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))))
        #expect(try ImageValue.parse("empty").get() == .empty)
        #expect(try ImageValue.parse("empty").get() != ImageValue.none)
        #expect(
            try ImageValue.parse("asset:Bar;caps=0,8,0,8").get().canonicalText == "asset:Bar;caps=0,8,0,8")
    }

    @Test func alphaIsAnOptionOfEveryImageFromZeroToOne() throws {
        let image = try ImageValue.parse("asset:Bar;alpha=0.50;template").get()
        #expect(image.canonicalText == "asset:Bar;template;alpha=0.5")
        guard case .configured(.asset("Bar"), let options) = image else {
            Issue.record("not a configured asset: \(image)")
            return
        }
        #expect(options.alpha == 0.5)
        #expect(options.changesImage)
        #expect(
            try ImageValue.parse("symbol:star;alpha=0;size=12").get().canonicalText
                == "symbol:star;alpha=0;size=12")
        #expect(try ImageValue.parse("color:#FF0000;alpha=1").get().canonicalText == "color:#FF0000;alpha=1")
        for bad in ["asset:Bar;alpha=1.5", "asset:Bar;alpha=-0.1", "asset:Bar;alpha=", "asset:Bar;alpha=nan"]
        {
            guard case .failure(let error) = ImageValue.parse(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.message.contains("alpha= needs an opacity from 0 to 1"), "\(bad): \(error.message)")
        }
    }

    @Test func badImagesAreRefusedWithAReason() {
        let cases: [(String, String)] = [
            ("asset:Bar;size=17", "needs a width and height in points"),
            ("asset:Bar;weight=bold", "symbol: images only"),
            ("color:{brand}", "not a palette reference"),
            ("color:#GGG", "is not a colour"),
            ("symbol:x;insets=1,2,3", "four numbers"),
            ("none;template", "takes no options"),
            ("asset:Bar;shiny", "unknown image option 'shiny'"),
            ("picture:Bar", "is not an image"),
        ]
        for (text, reason) in cases {
            guard case .failure(let error) = ImageValue.parse(text) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(error.message.contains(reason), "\(text): \(error.message)")
        }
    }
}
