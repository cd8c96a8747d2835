import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// A navigation appearance's back-button settings (`navigationItem.*`) in generated UIKit code: set on a
/// navigation item by `applyBackButton(to:)`, which `apply(to item:)` calls, each behind its iOS version.
@Suite struct BackButtonExportTests {
    /// A catalog with one navigation appearance setting both back-button fields.
    static func fixture() throws -> FixtureCatalog {
        try ExportFixture.appearance(
            "nav", bar: .navigation,
            [
                "standard.backgroundColor=#112233", "navigationItem.backButtonTitle=Back",
                "navigationItem.backButtonDisplayMode=minimal",
            ])
    }

    @Test func theItemHelperSetsTitleAndDisplayModeAndTypeChecks() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(12))
        #expect(
            source.contains("public static func applyBackButton(to item: UINavigationItem) {"), "\(source)")
        #expect(source.contains("item.backButtonTitle = \"Back\""), "\(source)")
        #expect(
            source.contains("if #available(iOS 14.0, *) {\n            item.backButtonDisplayMode = .minimal")
        )
        #expect(source.contains("applyBackButton(to: item)"))
        try GeneratedSourceExpectations.expectTypeChecks(source)
    }

    @Test func noHelperWithoutBackButtonFields() throws {
        let fixture = try ExportFixture.appearance(
            "plain", bar: .navigation, ["standard.backgroundColor=#112233"])
        let source = try ExportFixture.export(fixture, .uikit)
        #expect(!source.contains("applyBackButton"), "\(source)")
    }

    @Test func anUnknownDisplayModeIsRejectedWithTheAllowedWords() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try EntityEditor.applying(
                ["navigationItem.backButtonDisplayMode=hidden"],
                to: Entity(kind: .appearance, name: "nav", bar: .navigation))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("default, generic, minimal"))
    }

    @Test func belowIOS13TheBackButtonTitleOffsetGoesThroughTheBarButtonProxy() throws {
        let fixture = try ExportFixture.appearance(
            "offset", bar: .navigation, ["standard.backButton.normal.titleOffset.horizontal=-200"])
        let legacy = try ExportFixture.export(fixture, .uikit, deploymentTarget: IOSVersion(12))
        #expect(
            legacy.contains(
                "buttons.setBackButtonTitlePositionAdjustment("), "\(legacy)")
        #expect(legacy.contains("UIOffset(horizontal: -200, vertical: 0)"))
        let result = try SwiftTypeChecker.shared().typeCheck(source: legacy)
        #expect(result.succeeded, "\(result.errors.prefix(5))")
        let modern = try ExportFixture.export(fixture, .uikit, deploymentTarget: IOSVersion(13))
        #expect(!modern.contains("setBackButtonTitlePositionAdjustment"))
    }
}
