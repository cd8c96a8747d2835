import BarkeepCore
import BarkeepExport
import BarkeepSwiftImport
import Testing

/// The back-button settings of a navigation item (`navigationItem.backButtonTitle`,
/// `backButtonDisplayMode`) read from app code and from the UIKit export's `applyBackButton(to:)`.
@Suite struct BackButtonImportTests {
    @Test func createExportUIKitImportSwiftGivesTheSameAppearance() throws {
        let original = try EntityEditor.applying(
            [
                "standard.backgroundColor=#112233", "navigationItem.backButtonTitle=Back",
                "navigationItem.backButtonDisplayMode=generic", "scrollEdge=default",
                "compactScrollEdge=default",
            ],
            to: Entity(kind: .appearance, name: "nav", bar: .navigation))
        let source = try RoundTripTests.exported([original])
        let again = try SwiftImportFixture.entities(
            SwiftImporter.read([
                SwiftImporter.SourceFile(path: "BarkeepUIKit.swift", bytes: Array(source.utf8))
            ]))
        let appearances = again.values.filter { $0.kind == .appearance }
        #expect(appearances.count == 1, "\(again.keys.sorted())")
        let entity = try #require(appearances.first)
        #expect(SwiftImportFixture.fields(entity) == SwiftImportFixture.fields(original), "\(source)")
    }

    @Test func aViewControllersNavigationItemBecomesBackButtonFields() throws {
        let result = try SwiftImportFixture.read(
            text: """
                import UIKit
                final class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.backButtonTitle = "Settings"
                        if #available(iOS 14.0, *) {
                            navigationItem.backButtonDisplayMode = .minimal
                        }
                    }
                }
                """)
        let entities = try SwiftImportFixture.entities(result)
        let entity = try #require(entities.values.first { $0.kind == .appearance })
        #expect(
            SwiftImportFixture.fields(entity) == [
                "navigationItem.backButtonTitle": "Settings",
                "navigationItem.backButtonDisplayMode": "minimal",
            ])
        #expect(!result.report.text.contains("backButtonTitle of navigationItem: the bar's content"))
    }
}
