import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The bar view's own fields (`bar.clipsToBounds`, `bar.layer.*`): written on each bar by the appearance's
/// `applyView(to:)`, never through `apply(to:)` (which `applyGlobally()` calls with the proxy, whose
/// `layer` is no bar's), and put back by a theme switch on the bars on screen.
@Suite struct BarViewExportTests {
    /// A navigation appearance with a drop shadow and a tab appearance that clips, in one theme, and a
    /// child of the tab appearance that sets `clipsToBounds` back to UIKit's own value.
    static func fixture() throws -> FixtureCatalog {
        try ExportFixture.catalog { session in
            try session.create(
                .appearance, "raised", bar: .navigation,
                assignments: [
                    "standard.backgroundColor=#FFFFFF", "bar.layer.shadowColor=#000000",
                    "bar.layer.shadowOpacity=0.2", "bar.layer.shadowOffset.height=2",
                    "bar.layer.shadowRadius=4",
                ])
            try session.create(
                .appearance, "clipped", bar: .tab,
                assignments: [
                    "bar.clipsToBounds=true", "bar.layer.borderWidth=0.5", "bar.layer.borderColor=#CCCCCC",
                ])
            try session.create(
                .appearance, "unclipped", parent: "clipped", assignments: ["bar.clipsToBounds=false"])
            try session.create(
                .theme, "main", assignments: ["navigation=raised", "tab=clipped", "deploymentTarget=15.0"])
        }
    }

    @Test(arguments: [IOSVersion(10), IOSVersion(15)])
    func applyViewSetsEachBarAndApplyLeavesTheLayerAlone(_ target: IOSVersion) throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: target)
        let applyView = try #require(
            UIKitExportTests.declaration("public static func applyView(to bar: UINavigationBar)", in: source))
        #expect(applyView.contains("bar.layer.shadowColor = UIColor("), "\(applyView)")
        #expect(applyView.contains(".cgColor"))
        #expect(applyView.contains("bar.layer.shadowOpacity = 0.2"))
        // The width nobody set keeps CALayer's 0; the two make one CGSize.
        #expect(applyView.contains("bar.layer.shadowOffset = CGSize(width: 0, height: 2)"), "\(applyView)")
        #expect(applyView.contains("bar.layer.shadowRadius = 4"))
        for apply in Self.declarations("public static func apply(to bar:", in: source) {
            #expect(!apply.contains("layer."), "\(apply)")
            #expect(!apply.contains("clipsToBounds"), "\(apply)")
        }
        let tab = try #require(
            UIKitExportTests.declaration("public static func applyView(to bar: UITabBar)", in: source))
        #expect(tab.contains("bar.clipsToBounds = true"))
        #expect(tab.contains("bar.layer.borderWidth = 0.5"))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)
        if let sdk = AppleSDKTypeChecker.prepared {
            let result = try sdk.typeCheck(source: source, target: target.description)
            #expect(result.succeeded, "\(result.errors.prefix(10))")
            #expect(result.warnings.isEmpty, "\(result.warnings.prefix(10))")
        }
    }

    @Test func aValueEqualToUIKitsOwnOverridesTheParent() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(15))
        let unclipped = try #require(
            Self.declarations("public static func applyView(to bar: UITabBar)", in: source).first {
                $0.contains("bar.clipsToBounds = false")
            })
        // The border comes from the parent and stays.
        #expect(unclipped.contains("bar.layer.borderWidth = 0.5"), "\(unclipped)")
    }

    @Test func aThemeSwitchResetsThenReappliesTheBarsOnScreen() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(15))
        let switchBody = try #require(
            UIKitExportTests.declaration("public func apply(toBarsIn view: UIView)", in: source))
        let reset = try #require(switchBody.range(of: "Self.resetView(bar)"))
        let apply = try #require(switchBody.range(of: "RaisedAppearance.applyView(to: bar)"))
        #expect(reset.lowerBound < apply.lowerBound, "\(switchBody)")
        // Bars no window's views hold at the switch (a tab not selected, under a presented controller)
        // are reached through the controllers: what a switch set on a bar directly, no proxy changes.
        #expect(source.contains("if let root = window.rootViewController { theme.apply(toBarsOf: root) }"))
        let controllers = try #require(
            UIKitExportTests.declaration(
                "public func apply(toBarsOf controller: UIViewController)", in: source))
        for line in [
            "apply(toBarsIn: navigation.navigationBar)", "apply(toBarsIn: tabs.tabBar)",
            "for child in controller.children { apply(toBarsOf: child) }", "apply(toBarsOf: presented)",
        ] {
            #expect(controllers.contains(line), "\(line) in \(controllers)")
        }
        // A bar created after the switch: the theme set last restyles it whole.
        #expect(source.contains("public private(set) static var current: BarkeepTheme?"))
        let globally = try #require(UIKitExportTests.declaration("public func applyGlobally()", in: source))
        #expect(globally.contains("Self.current = self"), "\(globally)")
        // Only what the themes set goes back to UIKit's values; the rest stays as the app set it.
        let navigation = try #require(
            UIKitExportTests.declaration("public static func resetView(_ bar: UINavigationBar)", in: source))
        for line in [
            "bar.layer.shadowOpacity = 0", "bar.layer.shadowRadius = 3",
            "bar.layer.shadowOffset = CGSize(width: 0, height: -3)", "bar.layer.shadowColor = UIColor",
        ] {
            #expect(navigation.contains(line), "\(line) in \(navigation)")
        }
        #expect(!navigation.contains("clipsToBounds") && !navigation.contains("borderWidth"), "\(navigation)")
        let tab = try #require(
            UIKitExportTests.declaration("public static func resetView(_ bar: UITabBar)", in: source))
        #expect(
            tab.contains("bar.clipsToBounds = false") && tab.contains("bar.layer.borderWidth = 0"), "\(tab)")
        #expect(!tab.contains("shadow"), "\(tab)")
    }

    @Test func theSwiftUIFileSaysItWritesNone() throws {
        let source = try ExportFixture.export(Self.fixture(), .swiftui, deploymentTarget: IOSVersion(15))
        let code = source.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        #expect(!code.contains { $0.contains("layer.") || $0.contains("clipsToBounds") })
        #expect(source.contains("`raised` bar.layer.shadowOpacity is not written"), "\(source)")
    }

    /// Every declaration that starts with `prefix`, each up to its closing brace.
    static func declarations(_ prefix: String, in source: String) -> [String] {
        var result: [String] = []
        var rest = Substring(source)
        while let start = rest.range(of: prefix) {
            let text = String(rest[start.lowerBound...])
            if let declaration = UIKitExportTests.declaration(prefix, in: text) { result.append(declaration) }
            rest = rest[start.upperBound...]
        }
        return result
    }
}
