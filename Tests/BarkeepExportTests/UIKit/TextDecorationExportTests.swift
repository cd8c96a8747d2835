import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// Underline and strikethrough styles, a title's paragraph style (alignment, line-break mode), and a large
/// title that follows the title's attributes (`largeTitle.followsTitle`, resolution rule 8).
@Suite struct TextDecorationExportTests {
    /// A navigation appearance using all of them.
    static func fixture() throws -> FixtureCatalog {
        try ExportFixture.appearance(
            "article", bar: .navigation,
            [
                "standard.title.color=#FFFFFF", "standard.title.underline=single",
                "standard.title.alignment=left", "standard.title.lineBreakMode=byTruncatingMiddle",
                "standard.largeTitle.followsTitle=true", "standard.largeTitle.size=34",
                "standard.button.disabled.strikethrough=thick",
            ])
    }

    @Test func theAttributesAreWrittenAndTheLargeTitleCopiesTheTitleBeforeItsOwn() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(15))
        let factory = try #require(UIKitExportTests.declaration("public static func standard()", in: source))
        #expect(factory.contains("titleTextAttributes[.underlineStyle] = NSUnderlineStyle.single.rawValue"))
        #expect(
            factory.contains("barkeepParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingMiddle)"),
            "\(factory)")
        #expect(
            factory.contains(
                "disabled.titleTextAttributes[.strikethroughStyle] =\n            NSUnderlineStyle.thick.rawValue"
            ))
        let copy = try #require(
            factory.range(of: "appearance.largeTitleTextAttributes = appearance.titleTextAttributes"))
        let ownFont = try #require(factory.range(of: "appearance.largeTitleTextAttributes[.font]"))
        let titleColor = try #require(factory.range(of: "appearance.titleTextAttributes[.foregroundColor]"))
        #expect(titleColor.lowerBound < copy.lowerBound && copy.lowerBound < ownFont.lowerBound, "\(factory)")
        // The followed colour is not written again: the copy gives it.
        #expect(!factory.contains("largeTitleTextAttributes[.foregroundColor]"))
        #expect(source.contains("private func barkeepParagraphStyle("))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    @Test func belowIOS13TheLargeTitleDictionaryHoldsTheFollowedValues() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(12))
        let legacy = try #require(
            UIKitExportTests.declaration(
                "private static func applyLegacy(to bar: UINavigationBar)", in: source))
        let largeTitle = try #require(legacy.range(of: "bar.largeTitleTextAttributes = ["))
        let title = try #require(legacy.range(of: "bar.titleTextAttributes = ["))
        let largeTitleEntries = String(legacy[largeTitle.upperBound..<title.lowerBound])
        #expect(largeTitleEntries.contains(".foregroundColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1)"))
        #expect(largeTitleEntries.contains(".underlineStyle: NSUnderlineStyle.single.rawValue"))
        try GeneratedSourceExpectations.expectTypeChecks(source)
    }

    @Test func resolutionGivesTheLargeTitleTheTitlesValuesWithAProvenanceThatSaysSo() throws {
        let snapshot = try Self.fixture().catalog.snapshot()
        let resolved = try Resolver(snapshot: snapshot).resolve(.appearance, "article")
        let color = try #require(resolved.field("standard.largeTitle.color"))
        #expect(color.value.description == "#FFFFFF")
        #expect(color.provenance.followsFrom == "standard.title.color")
        #expect(color.provenance.description.contains("follows standard.title.color"))
        // Its own size stays its own, and the compact variant follows through fallback.
        #expect(resolved.field("standard.largeTitle.size")?.provenance.followsFrom == nil)
        #expect(resolved.field("compact.largeTitle.underline")?.value.description == "single")
    }

    @Test func anUnknownAlignmentIsRefusedWithTheAllowedWords() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try EntityEditor.applying(
                ["standard.title.alignment=middle"],
                to: Entity(kind: .appearance, name: "nav", bar: .navigation))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("left, center, right, justified, natural"))
        // Buttons have no paragraph style.
        #expect(throws: (any Error).self) {
            _ = try EntityEditor.applying(
                ["standard.button.normal.alignment=left"],
                to: Entity(kind: .appearance, name: "nav", bar: .navigation))
        }
    }
}
