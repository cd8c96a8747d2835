import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// `legacy.<key>` values: below iOS 13 the UIKit export writes them through the pre-iOS 13 API in place
/// of the standard values (the bar's properties in `applyLegacy(to:)`, the item proxies in
/// `applyGlobally()`), while the appearance objects keep the standard values; from iOS 13 nothing reads
/// them.
@Suite struct LegacyValueExportTests {
    /// A navigation appearance whose old code styled the bar differently, and a tab appearance with a
    /// legacy item title colour of its own.
    static func fixture() throws -> FixtureCatalog {
        try ExportFixture.catalog { session in
            try session.create(
                .appearance, "nav", bar: .navigation,
                assignments: [
                    "standard.backgroundColor=#112233", "legacy.backgroundColor=#445566",
                    "standard.title.color=system:white", "legacy.title.color=#FFCC00",
                    "legacy.title.size=20", "standard.button.normal.color=#00FF00",
                    "legacy.button.normal.color=#FF0000", "legacy.shadowImage=empty",
                ])
            try session.create(
                .appearance, "tabs", bar: .tab,
                assignments: [
                    "standard.item.stacked.selected.title.color=#0000FF",
                    "legacy.item.stacked.selected.title.color=#00FFFF",
                    "legacy.item.stacked.normal.iconColor=#808080",
                ])
        }
    }

    @Test func belowIOS13TheLegacyValuesReplaceTheStandardOnesInTheLegacyAPIOnly() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(12))
        let navigation = try #require(UIKitExportTests.declaration("public enum NavAppearance", in: source))
        let factory = try #require(
            UIKitExportTests.declaration("public static func standard()", in: navigation))
        #expect(factory.contains("appearance.backgroundColor = UIColor(red: 0.067, green: 0.133, blue: 0.2"))
        #expect(factory.contains("titleTextAttributes[.foregroundColor] = UIColor.white"))
        #expect(!factory.contains("0.267"), "the legacy colour stays out of the appearance: \(factory)")
        let legacy = try #require(
            UIKitExportTests.declaration(
                "private static func applyLegacy(to bar: UINavigationBar)", in: navigation))
        #expect(legacy.contains("bar.barTintColor = UIColor(red: 0.267, green: 0.333, blue: 0.4, alpha: 1)"))
        #expect(legacy.contains("bar.shadowImage = UIImage()"), "\(legacy)")
        // The title's legacy colour and size make the dictionary; nothing of the standard title is left.
        #expect(
            legacy.contains(".foregroundColor: UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)"), "\(legacy)")
        #expect(legacy.contains("UIFont.systemFont(ofSize: 20)"), "\(legacy)")
        let globally = try #require(
            UIKitExportTests.declaration("public static func applyGlobally()", in: navigation))
        #expect(
            globally.contains("[.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)],\n"),
            "\(globally)")
        let tabs = try #require(UIKitExportTests.declaration("public enum TabsAppearance", in: source))
        #expect(tabs.contains("bar.unselectedItemTintColor = UIColor(red: 0.502, green: 0.502, blue: 0.502"))
        #expect(
            tabs.contains(
                "[.foregroundColor: UIColor(red: 0, green: 1, blue: 1, alpha: 1)],\n                for: .selected)"
            ))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    @Test func fromIOS13NoLegacyValueIsWritten() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(13))
        #expect(!source.contains("0.267"), "\(source)")
        #expect(!source.contains("applyLegacy"))
        let swiftUI = try ExportFixture.export(Self.fixture(), .swiftui, deploymentTarget: IOSVersion(13))
        #expect(!swiftUI.contains("0.267"))
    }

    @Test func aLegacyValueWithoutAStandardOneIsWrittenInItsPlace() throws {
        let fixture = try ExportFixture.appearance(
            "old", bar: .navigation, ["legacy.backgroundImage=asset:OldBar"])
        let source = try ExportFixture.export(fixture, .uikit, deploymentTarget: IOSVersion(12))
        let legacy = try #require(
            UIKitExportTests.declaration(
                "private static func applyLegacy(to bar: UINavigationBar)", in: source))
        #expect(legacy.contains("UIImage(named: \"OldBar\""), "\(legacy)")
        let factory = try #require(UIKitExportTests.declaration("public static func standard()", in: source))
        #expect(!factory.contains("OldBar"))
    }

    @Test func anSFSymbolIsRefusedAsALegacyValue() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try EntityEditor.applying(
                ["legacy.backIndicatorImage=symbol:chevron.left"],
                to: Entity(kind: .appearance, name: "nav", bar: .navigation))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("SF Symbols need iOS 13"))
        // The standard row still takes one.
        _ = try EntityEditor.applying(
            ["standard.backIndicatorImage=symbol:chevron.left"],
            to: Entity(kind: .appearance, name: "nav", bar: .navigation))
    }

    @Test func theSwiftUIFileSaysWhyALegacyValueIsNotWritten() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .appearance, "nav", bar: .navigation,
                assignments: ["standard.backgroundColor=#112233", "legacy.backgroundColor=#445566"])
            try session.create(.theme, "app", assignments: ["navigation=nav"])
        }
        let source = try ExportFixture.export(fixture, .swiftui)
        #expect(
            source.contains("`nav` legacy.backgroundColor is not written: it is for iOS before 13"),
            "\(source)")
    }
}
