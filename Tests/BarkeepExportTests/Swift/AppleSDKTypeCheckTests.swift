import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The generated UIKit and SwiftUI files type-check against Apple's real iOS 16.5 SDK, with
/// `#available` enforced, at every deployment target from 10.0 to 18.0, with no error and no warning,
/// in the Swift 5 and Swift 6 language modes, and the UIKit file also as part of an app extension.
/// API newer than the SDK is declared by the workplace's `Newer.swift`. Enabled only where the SDK is
/// prepared (``AppleSDKTypeChecker``).
@Suite(
    .enabled(
        if: AppleSDKTypeChecker.isPrepared,
        "needs Apple's iOS 16.5 SDK prepared in $IOS_SDK_DIR or ~/.cache/ios-sdk (TESTING.md)"))
struct AppleSDKTypeCheckTests {
    /// The targets the issue names.
    static let targets = ["10.0", "12.0", "13.0", "15.0", "16.0", "18.0"]

    /// Checks `source` at `target` in both language modes (and with `extraArguments`), expecting
    /// nothing reported.
    static func expectClean(_ source: String, target: String, extraArguments: [String] = []) throws {
        let checker = try #require(AppleSDKTypeChecker.prepared)
        for mode in [[], ["-swift-version", "6"]] {
            let result = try checker.typeCheck(
                source: source, target: target, arguments: mode + extraArguments)
            #expect(result.succeeded, "\(target) \(mode): \(result.errors.prefix(10))")
            #expect(result.warnings.isEmpty, "\(target) \(mode): \(result.warnings.prefix(10))")
        }
    }

    /// A catalog that sets every field, as UIKit, at each target; also inside an app extension.
    @Test(arguments: targets) func everyFieldUIKit(_ target: String) throws {
        let source = try ExportFixture.export(ExportFixture.everyField(deploymentTarget: target), .uikit)
        try Self.expectClean(source, target: target, extraArguments: ["-application-extension"])
    }

    /// A catalog that sets every field, as SwiftUI, at each target: below iOS 13 every declaration must
    /// say it needs SwiftUI's iOS 13.
    @Test(arguments: targets) func everyFieldSwiftUI(_ target: String) throws {
        let source = try ExportFixture.export(ExportFixture.everyField(deploymentTarget: target), .swiftui)
        try Self.expectClean(source, target: target)
    }

    /// The demo catalog: the whole file (its lowest theme targets iOS 10) and each theme at its own target.
    @Test(arguments: [
        ("", "10.0"), ("classic-ios10", "10.0"), ("articles", "15.0"), ("articles-ios16", "16.0"),
    ])
    func demo(_ theme: String, _ target: String) throws {
        let themes = theme.isEmpty ? [] : [theme]
        let uikit = try ExportFixture.export(ExportFixture.demo(), .uikit, themes: themes)
        #expect(uikit.contains("// Deployment target: iOS \(target)."))
        try Self.expectClean(uikit, target: target, extraArguments: ["-application-extension"])
        let swiftUI = try ExportFixture.export(ExportFixture.demo(), .swiftui, themes: themes)
        try Self.expectClean(swiftUI, target: target)
    }

    /// The UIKit and SwiftUI files of the demo compile together, as they would in one app target.
    @Test func uikitAndSwiftUITogether() throws {
        let checker = try #require(AppleSDKTypeChecker.prepared)
        let directory = TemporaryDirectory()
        let uikit = directory.file("BarkeepUIKit.swift")
        let swiftUI = directory.file("BarkeepSwiftUI.swift")
        try ExportFixture.export(ExportFixture.demo(), .uikit, themes: ["articles"])
            .write(toFile: uikit, atomically: true, encoding: .utf8)
        try ExportFixture.export(ExportFixture.demo(), .swiftui, themes: ["articles"])
            .write(toFile: swiftUI, atomically: true, encoding: .utf8)
        let result = checker.typeCheck(files: [uikit, swiftUI], target: "15.0")
        #expect(result.succeeded, "\(result.errors.prefix(10))")
        #expect(result.warnings.isEmpty, "\(result.warnings.prefix(10))")
    }
}
