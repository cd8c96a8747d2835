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

    @Test func theLegacyBackButtonTitleOffsetBecomesTheBackButtonsTitleOffset() throws {
        let result = try SwiftImportFixture.read(
            text: """
                import UIKit
                enum Style {
                    static func apply() {
                        UINavigationBar.appearance().barTintColor = .red
                        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
                            .setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -200, vertical: 0), for: .default)
                    }
                }
                """)
        let entity = try #require(
            try SwiftImportFixture.entities(result).values.first { $0.kind == .appearance })
        let fields = SwiftImportFixture.fields(entity)
        #expect(fields["standard.backButton.normal.titleOffset.horizontal"] == "-200", "\(fields)")
        #expect(fields["standard.backButton.normal.titleOffset.vertical"] == "0", "\(fields)")
    }

    @Test func aBackButtonTitleOffsetBelowIOS13ExportsAndImportsBack() throws {
        let original = try EntityEditor.applying(
            [
                "standard.backButton.normal.titleOffset.horizontal=4",
                "standard.backButton.normal.titleOffset.vertical=-3", "scrollEdge=default",
                "compactScrollEdge=default",
            ],
            to: Entity(kind: .appearance, name: "nav", bar: .navigation))
        let files = try Exporter.export(
            CatalogSnapshot(entities: [original]), themes: [], as: .uikit,
            settings: ExportSettings(catalogName: "roundtrip.sqlite", deploymentTarget: IOSVersion(12)))
        let source = try #require(files.first).contents
        #expect(
            source.contains(
                "buttons.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: 4, vertical: -3), for: .default)"
            ),
            "\(source)")
        let again = try SwiftImportFixture.entities(
            SwiftImporter.read([
                SwiftImporter.SourceFile(path: "BarkeepUIKit.swift", bytes: Array(source.utf8))
            ]))
        let entity = try #require(again.values.first { $0.kind == .appearance })
        #expect(SwiftImportFixture.fields(entity) == SwiftImportFixture.fields(original))
    }
}
