import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// `Examples/BarkeepGallery`: its generated files are the current exporter's output for the demo
/// catalog, and the app type-checks with them, against the stubs here and Apple's SDK where prepared.
@Suite struct GalleryExampleTests {
    /// The gallery's folder.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(
            "Examples/BarkeepGallery")

    /// The Swift files of a subfolder of the gallery.
    static func files(in folder: String) throws -> [String] {
        let url = directory.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { url.appendingPathComponent($0).path }
    }

    /// `Generated/` is what `regenerate` writes today: `barkeep demo`, then `export` as UIKit and SwiftUI.
    @Test(arguments: [(ExportFormat.uikit, "BarkeepUIKit.swift"), (.swiftui, "BarkeepSwiftUI.swift")])
    func theGeneratedFilesAreCurrent(_ format: ExportFormat, _ name: String) throws {
        let fixture = try ExportFixture.demo()
        let fresh = try Exporter.export(
            fixture.catalog.snapshot(), themes: [], as: format,
            settings: ExportSettings(catalogName: "demo.sqlite")
        )
        .map(\.contents).joined()
        let kept = try String(
            contentsOf: Self.directory.appendingPathComponent("Generated/" + name), encoding: .utf8)
        #expect(fresh == kept, "Generated/\(name) is stale: run Examples/BarkeepGallery/regenerate")
    }

    /// The app uses every layout preset's controller, both sheets, the toolbar, the bar style and the
    /// theme switch of the generated code.
    @Test func theAppShowsEveryPresetSheetToolbarAndTheme() throws {
        let app = try Self.files(in: "App").map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        for use in [
            "Spacer70NavigationController.make(root:", "Bottom100NavigationController(rootViewController:",
            "LegacyIos10NavigationController.make(root:",
            "Ios10And11NavigationController(rootViewController:",
            "HalfSheet.configure(presenting:", "PeekSheet.configure(presenting:", ".addItemToolbar(",
            ".articlesBarStyle()", "BarkeepTheme.apply(theme)", "setViewControllers(", "pushViewController(",
            "popToRootViewController(",
        ] {
            #expect(app.contains(use), "\(use)")
        }
    }

    /// With Apple's SDK: the app and its generated files together, at the app's iOS 16, in both
    /// language modes, with no error and no warning.
    @Test(.enabled(if: AppleSDKTypeChecker.isPrepared, "needs the prepared iOS SDK"))
    func theAppTypeChecksAgainstTheSDK() throws {
        let checker = try #require(AppleSDKTypeChecker.prepared)
        let files = try Self.files(in: "Generated") + Self.files(in: "App")
        for mode in [[], ["-swift-version", "6"]] {
            let result = checker.typeCheck(files: files, target: "16.0", arguments: mode)
            #expect(result.succeeded, "\(mode): \(result.errors.prefix(10))")
            #expect(result.warnings.isEmpty, "\(mode): \(result.warnings.prefix(10))")
        }
    }
}
