import BarkeepCore
import BarkeepSwiftImport
import Foundation
import Testing

/// Importing the Swift code of the five source articles gives the presets `barkeep demo` builds for
/// them: same heights, offsets, strategies, detents and toolbar items. The exceptions, each with its
/// reason, are listed in docs/import-swift.md ("The articles").
@Suite struct ArticleImportTests {
    /// The imported entities of article fixture `number`.
    func imported(_ number: String) throws -> [String: Entity] {
        let result = try SwiftImporter.read([
            try SwiftImportFixture.source("Articles/Article\(number).swift.txt")
        ]
        )
        return try SwiftImportFixture.entities(result)
    }

    @Test func article000SpacerStackIsTheDemosSpacer70() throws {
        let entities = try imported("000")
        let spacer = try #require(entities["layout spacer-stack"])
        let demo = try SwiftImportFixture.demo("spacer-70")
        // Exception: the article's code does not extend the safe area; the demo adds it.
        #expect(
            SwiftImportFixture.fields(spacer)
                == SwiftImportFixture.fields(demo, without: ["extendSafeArea"]))
        let contentView = try #require(entities["layout height-adjustable"])
        #expect(
            SwiftImportFixture.fields(contentView)
                == [
                    "barHeight": "70", "baseHeight": "44", "strategy": "contentViewLayout",
                    "alignment": "center",
                ])
    }

    @Test func article001BarIsTheDemosBottom100() throws {
        let entities = try imported("001")
        let layout = try #require(entities["layout custom"])
        #expect(
            SwiftImportFixture.fields(layout)
                == SwiftImportFixture.fields(try SwiftImportFixture.demo("bottom-100")))
        let commonInit = try #require(entities["appearance custom"])
        // The bar is styled through the legacy API only, so UIKit draws its own scroll edges.
        #expect(
            SwiftImportFixture.fields(commonInit) == [
                "bar.barTintColor": "system:white", "scrollEdge": "default", "compactScrollEdge": "default",
            ])
    }

    @Test func article002ToolbarHasTheDemosItems() throws {
        let entities = try imported("002")
        let demoItems = try #require(
            SwiftImportFixture.fields(try SwiftImportFixture.demo("add-item"))["items"])
        // Exception: the demo gives Add the SF Symbol `plus`, which the article's button does not have.
        let expected = demoItems.replacingOccurrences(of: ":plus", with: "")
        #expect(SwiftImportFixture.fields(try #require(entities["toolbar content"]))["items"] == expected)
        let modifier = try #require(entities["toolbar content-2"])
        #expect(SwiftImportFixture.fields(modifier) == ["items": expected, "title": "title"])
    }

    @Test func article003SheetIsTheDemosHalf() throws {
        let entities = try imported("003")
        let sheet = try #require(entities["sheet view-controller"])
        #expect(
            SwiftImportFixture.fields(sheet) == SwiftImportFixture.fields(try SwiftImportFixture.demo("half"))
        )
        let navigation = try #require(entities["appearance navigation"])
        // The same object is assigned to standard and scroll edge; Barkeep's scroll edge falls back to
        // standard (and the generator writes it out), so the import stores it once.
        // Exception: the demo's `base` uses palette colours with dark values, a contrast-safe red and an
        // opaque background; the article writes UIColor.red on UIColor.white.
        #expect(
            SwiftImportFixture.fields(navigation) == [
                "standard.title.color": "system:red", "standard.backgroundColor": "{white}",
                "compactScrollEdge": "default",
            ])
        let tab = try #require(entities["appearance tab"])
        #expect(SwiftImportFixture.fields(tab) == ["standard.backgroundColor": "{white}"])
        #expect(
            SwiftImportFixture.fields(try #require(entities["palette white"])) == ["light": "system:white"])
    }

    @Test func article004IsTheDemosIOS10And11Preset() throws {
        let entities = try imported("004")
        let layout = try #require(entities["layout custom"])
        #expect(
            SwiftImportFixture.fields(layout, without: ["fallback"])
                == SwiftImportFixture.fields(
                    try SwiftImportFixture.demo("ios10-and-11"), without: ["fallback"]))
        #expect(SwiftImportFixture.fields(layout)["fallback"] == "custom-legacy")
        let legacy = try #require(entities["layout custom-legacy"])
        var expected = SwiftImportFixture.fields(try SwiftImportFixture.demo("legacy-ios10"))
        // The demo's legacy-ios10 inherits these from bottom-100; the import writes them out.
        expected["barHeight"] = "100"
        expected["baseHeight"] = "44"
        #expect(SwiftImportFixture.fields(legacy) == expected)
    }
}
