import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// `BarkeepTheme.apply(_:)` switching theme at run time: what the previous theme set is reset on the
/// proxies and on the bars on screen, and the file stays usable in an app extension.
@Suite struct UIKitThemeSwitchTests {
    /// The demo's UIKit file, with every theme.
    static func themeEnum() throws -> String {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit)
        return try #require(UIKitExportTests.declaration("public enum BarkeepTheme", in: source))
    }

    /// The legacy properties (`barTintColor`, `isTranslucent`, `prefersLargeTitles`) and every variant a
    /// theme may set go back to UIKit's values, read from the catalogue's defaults.
    @Test func resettingANavigationBarPutsBackEveryPropertyAThemeSets() throws {
        let theme = try Self.themeEnum()
        let reset = try #require(
            UIKitExportTests.declaration("public static func reset(_ bar: UINavigationBar)", in: theme))
        for line in [
            "bar.standardAppearance = UINavigationBarAppearance()", "bar.scrollEdgeAppearance = nil",
            "bar.compactAppearance = nil", "bar.compactScrollEdgeAppearance = nil", "bar.barTintColor = nil",
            "bar.isTranslucent = true", "bar.prefersLargeTitles = false", "bar.barStyle = .default",
            "bar.tintColor = nil",
        ] {
            #expect(reset.contains(line), "\(line)")
        }
        // The legacy properties only the pre-iOS 13 code sets are put back only before iOS 13.
        #expect(reset.contains("if #unavailable(iOS 13.0) {\n            resetLegacy(bar)\n        }"))
        let legacy = try #require(
            UIKitExportTests.declaration("private static func resetLegacy(_ bar: UINavigationBar)", in: theme)
        )
        for line in [
            "bar.titleTextAttributes = nil", "bar.shadowImage = nil",
            "bar.setBackgroundImage(nil, for: .default)",
        ] {
            #expect(legacy.contains(line), "\(line)")
        }
        // The demo file targets iOS 10: the iOS 11, 13 and 15 properties are guarded.
        #expect(reset.contains("if #available(iOS 11.0, *) {\n            bar.prefersLargeTitles = false"))
        #expect(
            reset.contains(
                "if #available(iOS 15.0, *) {\n                bar.compactScrollEdgeAppearance = nil"))
        let tab = try #require(
            UIKitExportTests.declaration("public static func reset(_ bar: UITabBar)", in: theme))
        #expect(tab.contains("bar.unselectedItemTintColor = nil"))
        #expect(!tab.contains("prefersLargeTitles"))
    }

    /// A switch resets the proxies before the new theme sets them, and each bar on screen before the
    /// new theme's appearance is applied to it, so a bar kind the new theme leaves alone goes back to
    /// UIKit's look instead of keeping the old theme's.
    @Test func aSwitchResetsProxiesAndBarsOnScreenBeforeApplying() throws {
        let theme = try Self.themeEnum()
        let global = try #require(UIKitExportTests.declaration("public func applyGlobally()", in: theme))
        #expect(
            global.contains(
                "Self.reset(UINavigationBar.appearance())\n        Self.reset(UITabBar.appearance())\n"
                    + "        Self.reset(UIToolbar.appearance())\n        switch self {"))
        let onScreen = try #require(
            UIKitExportTests.declaration("public func apply(toBarsIn view: UIView)", in: theme))
        let resetAt = try #require(onScreen.range(of: "Self.reset(bar)"))
        let applyAt = try #require(onScreen.range(of: "ClassicAppearance.apply(to: bar)"))
        #expect(resetAt.lowerBound < applyAt.lowerBound)
        // classic-ios10 styles no tab bar: after switching to it, tab bars are reset and left so.
        let classic = try #require(onScreen.range(of: "case .classicIos10:"))
        #expect(!onScreen[classic.upperBound...].contains("UITabBar"))
    }

    /// Bar kinds no theme of the file styles are not touched: the app keeps its own settings there.
    @Test func barsNoThemeStylesAreNotReset() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .appearance, "plain", bar: .navigation, assignments: ["standard.background=opaque"])
            try session.create(.theme, "app", assignments: ["navigation=plain"])
        }
        let source = try ExportFixture.export(fixture, .uikit)
        #expect(source.contains("public static func reset(_ bar: UINavigationBar)"))
        #expect(!source.contains("reset(_ bar: UITabBar)"))
        #expect(!source.contains("UIToolbar.appearance()"))
        try GeneratedSourceExpectations.expectTypeChecks(source)
    }

    /// The window walk uses `UIApplication.shared`, which app extensions lack: it is marked unavailable
    /// there, and `apply(_:to:)` takes the windows instead.
    @Test func theFileStaysUsableInAnAppExtension() throws {
        let theme = try Self.themeEnum()
        #expect(
            theme.contains(
                "@available(iOSApplicationExtension, unavailable)\n    public static func apply(_ theme: BarkeepTheme) {"
            ))
        let windows = try #require(
            UIKitExportTests.declaration(
                "public static func apply(_ theme: BarkeepTheme, to windows: [UIWindow])", in: theme))
        #expect(!windows.contains("UIApplication"))
        #expect(windows.contains("theme.applyGlobally()"))
        let uses = theme.split(separator: "\n").filter {
            $0.contains("UIApplication.shared") && !$0.contains("///")
        }
        #expect(uses.count == 2, "the scenes, and the windows below iOS 13: both inside apply(_:)")
    }
}
