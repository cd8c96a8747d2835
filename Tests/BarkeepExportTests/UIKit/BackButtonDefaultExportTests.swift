import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// Back-button defaults (resolution rule 7) in generated UIKit code: nothing is written where UIKit's own
/// fallback to `buttonAppearance` does the same; a state the back button customises is written whole.
@Suite struct BackButtonDefaultExportTests {
    @Test func noRedundantBackButtonAssignments() throws {
        let fixture = try ExportFixture.appearance(
            "plain", bar: .navigation, ["standard.button.normal.color=#FF0000"])
        let source = try ExportFixture.export(fixture, .uikit)
        #expect(source.contains("appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor]"))
        #expect(!source.contains("backButtonAppearance"), "\(source)")
    }

    @Test func aCustomisedBackButtonStateIsWrittenWhole() throws {
        let fixture = try ExportFixture.appearance(
            "custom", bar: .navigation,
            [
                "standard.button.normal.color=#FF0000", "standard.backButton.normal.size=13",
            ])
        let source = try ExportFixture.export(fixture, .uikit)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        #expect(
            source.contains(
                "appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] ="
            ),
            "\(source)")
        #expect(
            source.contains("appearance.backButtonAppearance.normal.titleTextAttributes[.font]"), "\(source)")
    }
}
