import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// Tests that the SwiftUI export is one file for every platform: each platform's branches type-check
/// against that platform's stubs (no UIKit for macOS and watchOS), nothing outside `#if` needs UIKit,
/// availability names every platform, and the bar style keeps what SwiftUI can express.
struct SwiftUIPlatformBranchTests {
    /// Each platform's branches type-check, at a target below and at one above `Color(uiColor:)`.
    @Test(arguments: ForcedPlatform.allCases, ["13.0", "15.0", "16.0"])
    func platformBranchTypeChecks(_ platform: ForcedPlatform, _ target: String) throws {
        let source = try SwiftUIExporterTests.export(target: target)
        let result = try SwiftTypeChecker.shared().typeCheck(source: source, platform: platform)
        #expect(result.errors.isEmpty, "\(platform) at \(target):\n\(result.diagnostics)")
    }

    /// Forcing a platform decides exactly the `os(…)` conditions of `#if` lines.
    @Test func forcingDecidesOnlyConditions() {
        let source = "#if os(macOS)\nlet a = \"os(macOS)\"\n#elseif !os(watchOS)\nlet b = 1\n#endif"
        #expect(
            ForcedPlatform.macOS.deciding(source)
                == "#if true\nlet a = \"os(macOS)\"\n#elseif !false\nlet b = 1\n#endif")
    }

    /// UIKit and AppKit are imported only behind `#if`, and the palette names no UIKit type outside it.
    @Test func importsUIKitOnlyWhereItExists() throws {
        let source = try SwiftUIExporterTests.export(target: "15.0")
        let lines = source.split(separator: "\n").map(String.init)
        #expect(!lines.contains("import UIKit"))
        #expect(
            source.contains(
                "#if os(macOS)\n    import AppKit\n#elseif canImport(UIKit)\n    import UIKit\n#endif"))
        #expect(!source.contains("Color(uiColor: UIColor."))
        #expect(source.contains("return NSColor(name: nil) { appearance in"))
        #expect(source.contains("#if os(watchOS)\n            if let asset"))
    }

    /// Every `@available` and `#available` names macOS, tvOS and watchOS beside iOS (but the palette's
    /// UIKit branch).
    @Test(arguments: ["10.0", "13.0", "15.0"])
    func availabilityNamesEveryPlatform(_ target: String) throws {
        let source = try SwiftUIExporterTests.export(target: target)
        // The palette's UIKit branch (iOS, tvOS, visionOS) names only the platforms it compiles for.
        let attributes = source.split(separator: "\n").filter {
            $0.contains("available(iOS") && !$0.contains("Color(uiColor: uiColor)")
        }
        #expect(!attributes.isEmpty)
        for attribute in attributes {
            #expect(
                attribute.contains("macOS ") && attribute.contains("tvOS ") && attribute.contains("watchOS "),
                "\(attribute)")
        }
        #expect(source.contains("if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {"))
    }

    /// The bar style: tint (accentColor before iOS 15), backgrounds only on platforms with the bar
    /// placement, `@ViewBuilder` branches without `AnyView`, and the UIKit bridge behind its fence.
    @Test func barStyleKeepsWhatSwiftUICanExpress() throws {
        let source = try SwiftUIExporterTests.export(target: "13.0")
        let start = try #require(source.range(of: "public struct ArticlesBarStyle: ViewModifier"))
        let end = try #require(source.range(of: "extension View", range: start.upperBound..<source.endIndex))
        let style = String(source[start.lowerBound..<end.lowerBound])
        #expect(style.contains("@ViewBuilder\n    public func body(content: Content) -> some View {"))
        #expect(!style.contains("AnyView"))
        #expect(style.contains(".tint(BarkeepSwiftUIColors.brand)"))
        #expect(style.contains(".accentColor(BarkeepSwiftUIColors.brand)"))
        #expect(
            style.contains(
                "#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)\n"
                    + "                    .toolbarBackground(BarkeepSwiftUIColors.paper, for: .navigationBar)"
            ))
        #expect(
            style.contains(
                "#if os(iOS) || os(visionOS)\n                    .toolbarBackground(BarkeepSwiftUIColors.paper, for: .bottomBar)"
            ))
        #expect(style.contains("#if canImport(UIKit) && !os(watchOS)"))
        #expect(
            style.contains(
                "appearance.titleTextAttributes[.foregroundColor] = BarkeepSwiftUIPalette.brand.uiColor"))
        #expect(style.contains("bar.scrollEdgeAppearance = appearance"))
        #expect(style.contains("#if !os(tvOS)"))
        // A font row alone (`title.weight`) makes the font the UIKit export makes, at the default size.
        #expect(
            style.contains(
                "appearance.titleTextAttributes[.font] = UIFont.systemFont(ofSize: 17, weight: .semibold)"))
        #expect(
            !style.contains("is not written:"), "the bridge writes every field of `base`, `tabs` and `tools`")
        // What neither SwiftUI nor the bridge writes gets a comment.
        let classic = try #require(source.range(of: "public struct ClassicIos10BarStyle: ViewModifier"))
        #expect(
            source[classic.upperBound...].contains(
                "// `classic` bar.isTranslucent is not written: SwiftUI has no modifier for it and the UIKit")
        )
    }

    /// The bridge makes a text font as the UIKit export does: each face of a fallback list in turn, then
    /// the system font, scaled with the text style; each statement within the line length.
    @Test func theBridgeMakesFontsAsTheUIKitExportDoes() throws {
        let fixture = try ExportFixture.everyField(deploymentTarget: "15.0")
        let source = try ExportFixture.export(fixture, .swiftui, deploymentTarget: "15.0")
        let uikit = try ExportFixture.export(fixture, .uikit, deploymentTarget: "15.0")
        let scaled =
            "appearance.titleTextAttributes[.font] = UIFontMetrics(forTextStyle: .caption2).scaledFont("
        for part in [
            scaled, "for: UIFont(name: \"Nunito-Bold\", size: 101)",
            "?? UIFont.systemFont(ofSize: 101, weight: .black))",
        ] {
            #expect(source.contains(part), "\(part)")
        }
        #expect(uikit.contains("UIFont(name: \"Nunito-Bold\", size: 101)"))
        #expect(
            !source.contains("UIFont(name: \"Nunito-Bold,system\""), "a fallback list is not one font name")
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    /// No `#available` check sits in the `else` of another: an app whose deployment target makes the
    /// outer check always true would be told the inner one is unnecessary (the iOS SDK's warning). Each
    /// lower tier is a method of its own, judged against the declaration's availability.
    @Test(arguments: SwiftUIExporterTests.targets)
    func noAvailabilityCheckSitsInTheElseOfAnother(_ target: String) throws {
        let source = try SwiftUIExporterTests.export(target: target)
        #expect(!source.contains("else if #available"))
        let lines = source.split(separator: "\n")
        for (index, line) in lines.enumerated().dropLast() where line.hasSuffix("} else {") {
            #expect(!lines[index + 1].contains("#available"), "line \(index + 2) at \(target)")
        }
        // The tint (iOS 15, `accentColor` before it) and the backgrounds (iOS 16) make three tiers.
        let style = try #require(source.range(of: "public struct ArticlesBarStyle: ViewModifier"))
        let tiers = source[style.upperBound...]
        let below = "} else {\n            belowIOS16(content)\n        }"
        #expect(tiers.contains(below) == (target < "15.0"), "\(target)")
        #expect(
            tiers.contains("@ViewBuilder\n    private func belowIOS16(_ content: Content) -> some View {")
                == (target < "15.0"))
    }

    /// Asset colours are looked up in the bundle the settings choose.
    @Test(arguments: AssetBundle.allCases)
    func assetColoursUseTheChosenBundle(_ bundle: AssetBundle) throws {
        let source = try SwiftUIExporterTests.export(target: "15.0", assetBundle: bundle)
        #expect(source.contains("public static var bundle: Bundle { Bundle.\(bundle.rawValue) }"))
        #expect(
            source.contains(
                "UIColor(named: asset, in: BarkeepSwiftUIAssetBundle.bundle, compatibleWith: nil)"))
        #expect(source.contains("NSColor(named: asset, bundle: BarkeepSwiftUIAssetBundle.bundle)"))
    }
}
