import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// Below iOS 13 the UIKit export writes the same data through the pre-appearance bar API: the bar's own
/// properties and the item proxies, with the appearance API behind `#available(iOS 13.0, *)`.
@Suite struct LegacyExportTests {
    /// A catalog with an app theme that uses legacy colours, at iOS 10.
    static func legacyCatalog() throws -> FixtureCatalog {
        try ExportFixture.catalog { session in
            try session.create(.palette, "navy", assignments: ["light=#14213D", "dark=#0B1222"])
            try session.create(.palette, "rule", assignments: ["light=system:separator"])
            try session.create(
                .appearance, "legacy-nav", bar: .navigation,
                assignments: [
                    "standard.background=opaque", "standard.backgroundColor={navy}",
                    "standard.title.color=system:white", "standard.title.font=Avenir-Heavy,system",
                    "standard.title.size=18", "standard.largeTitle.color=system:label",
                    "standard.button.color=#FCA311", "standard.button.disabled.color=#999999",
                    "standard.backIndicatorImage=asset:Back",
                    "standard.backIndicatorTransitionMaskImage=asset:Back",
                    "standard.shadowImage=symbol:minus", "standard.backgroundImage=asset:Bar",
                    "standard.title.textStyle=headline", "bar.tintColor=#FCA311",
                ])
            try session.create(
                .appearance, "legacy-tabs", bar: .tab,
                assignments: [
                    "standard.backgroundColor={navy}", "standard.item.selected.iconColor=#FCA311",
                    "standard.item.normal.iconColor={rule}", "standard.item.selected.title.color=#FCA311",
                ])
            try session.create(
                .theme, "legacy-app",
                assignments: ["navigation=legacy-nav", "tab=legacy-tabs", "deploymentTarget=10.0"])
        }
    }

    @Test func theLegacyAPIIsWrittenFromTheSameData() throws {
        let source = try ExportFixture.export(Self.legacyCatalog(), .uikit)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)

        let navigation = try #require(
            UIKitExportTests.declaration("public enum LegacyNavAppearance", in: source))
        #expect(navigation.contains("@available(iOS 13.0, *)\n    public static func standard()"))
        #expect(
            navigation.contains(
                "if #available(iOS 13.0, *) {\n            bar.standardAppearance = standard()"))
        #expect(navigation.contains("} else {\n            applyLegacy(to: bar)\n        }"))
        let legacy = try #require(
            UIKitExportTests.declaration(
                "private static func applyLegacy(to bar: UINavigationBar)", in: navigation))
        #expect(legacy.contains("bar.barTintColor = BarkeepColors.navy"))
        #expect(legacy.contains("bar.isTranslucent = false"))
        #expect(
            legacy.contains(
                "bar.setBackgroundImage(\n            UIImage(named: \"Bar\", in: BarkeepAssetBundle.bundle, compatibleWith: nil),\n            for: .default)"
            ))
        #expect(
            legacy.contains(
                "bar.backIndicatorImage = UIImage(named: \"Back\", in: BarkeepAssetBundle.bundle, compatibleWith: nil)"
            ))
        #expect(legacy.contains("SF Symbols need iOS 13"), "the symbol shadow image is left out, with a note")
        #expect(legacy.contains("bar.titleTextAttributes = ["))
        #expect(legacy.contains("UIFont(name: \"Avenir-Heavy\", size: 18) ?? UIFont.systemFont(ofSize: 18)"))
        #expect(!legacy.contains("UIFontMetrics(forTextStyle:"), "UIFontMetrics needs iOS 11")
        #expect(
            legacy.contains("UIFontMetrics needs iOS 11, so here the text style sets only"), "and says so")
        #expect(legacy.contains("if #available(iOS 11.0, *) {\n            bar.largeTitleTextAttributes = ["))
        #expect(!legacy.contains("UIColor.label"), "adaptive system colours need iOS 13: their light value")
        #expect(navigation.contains("if #unavailable(iOS 13.0) {"))
        #expect(
            navigation.contains(
                "let buttons = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])"
            ))
        #expect(navigation.contains("buttons.setTitleTextAttributes("))
        #expect(navigation.contains("for: .disabled)"))

        let tabs = try #require(UIKitExportTests.declaration("public enum LegacyTabsAppearance", in: source))
        #expect(tabs.contains("bar.tintColor = UIColor(red: 0.988, green: 0.639, blue: 0.067, alpha: 1)"))
        #expect(tabs.contains("bar.unselectedItemTintColor = BarkeepColors.rule"))
        #expect(tabs.contains("let items = UITabBarItem.appearance()"))
        #expect(tabs.contains("items.setTitleTextAttributes("))

        let rule = try #require(UIKitExportTests.declaration("public static var rule: UIColor", in: source))
        #expect(
            rule.contains("if #available(iOS 13.0, *) {\n            return UIColor.separator\n        }"))
        #expect(rule.contains("return UIColor(red:"))
        let theme = try #require(UIKitExportTests.declaration("public enum BarkeepTheme", in: source))
        #expect(
            theme.contains(
                "if #available(iOS 13.0, *) {\n            var windows: [UIWindow] = []\n"
                    + "            for scene in UIApplication.shared.connectedScenes"))
        #expect(
            theme.contains("} else {\n            apply(theme, to: UIApplication.shared.windows)\n        }"))
    }

    /// Below iOS 11 a text style cannot scale (no UIFontMetrics): the legacy path says so where it
    /// writes the font; from 11 it scales and says nothing.
    @Test(arguments: ["10.0", "11.0"])
    func aTextStyleUnscaledBeforeIOS11IsNamed(_ target: String) throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .appearance, "styled", bar: .navigation,
                assignments: ["standard.backgroundColor=#FFFFFF", "standard.title.textStyle=headline"])
            try session.create(
                .theme, "app", assignments: ["navigation=styled", "deploymentTarget=\(target)"])
        }
        let source = try ExportFixture.export(fixture, .uikit, themes: ["app"])
        let legacy = try #require(UIKitExportTests.declaration("private static func applyLegacy", in: source))
        let comment =
            "// standard.title.textStyle: UIFontMetrics needs iOS 11, so here the text style sets only"
        #expect(legacy.contains(comment) == (target == "10.0"), "\(legacy)")
        #expect(legacy.contains("bar.titleTextAttributes = ["))
        #expect(try SwiftTypeChecker.shared().typeCheck(source: source).succeeded)
    }

    @Test func deploymentTargetsFrom10AreAccepted() throws {
        let spec = try #require(FieldCatalogue.of(.theme).spec("deploymentTarget"))
        #expect(try FieldValueParser.parse("10.0", for: spec) == .version(IOSVersion(10)))
        #expect(throws: FieldValueError.self) { try FieldValueParser.parse("9.3", for: spec) }
    }

    @Test func targetsFrom13WriteNoLegacyCode() throws {
        let source = try ExportFixture.export(
            ExportFixture.demo(), .uikit, themes: ["articles", "articles-ios16"])
        #expect(!source.contains("applyLegacy"))
        #expect(!source.contains("#unavailable"))
    }

    /// Article 004 as one preset: content view centring from iOS 11, position adjustment below it.
    @Test func theIOS10And11PresetOfArticle004() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit, themes: ["classic-ios10"])
        try GeneratedSourceExpectations.expectTypeChecks(source)
        let bar = try #require(
            UIKitExportTests.declaration("public final class Ios10And11NavigationBar", in: source))
        #expect(bar.contains("guard #available(iOS 11.0, *) else { return }"))
        #expect(bar.contains("subview.frame.origin.y = (Self.barHeight - subview.frame.height) / 2\n"))
        // From iOS 11 (the part's own start) safeAreaInsets needs no check.
        #expect(bar.contains("let topInset = superview?.safeAreaInsets.top ?? 0"))
        #expect(bar.contains("public static let titleAdjustment: CGFloat = -20"))
        #expect(
            source.contains(
                "/// Placement below iOS 11.0 (fallback preset `legacy-ios10`): the legacy title and bar-button"
            ))
        let controller = try #require(
            UIKitExportTests.declaration("public final class Ios10And11NavigationController", in: source))
        // The screens' safe area grows from iOS 11 only; below it the comment says why not.
        let extend = try #require(
            UIKitExportTests.declaration(
                "public func extendSafeArea(of screen: UIViewController)", in: controller))
        #expect(
            extend.hasPrefix(
                "public func extendSafeArea(of screen: UIViewController) {\n        if #available(iOS 11.0, *) {\n            var extra = Bar.barHeight - Bar.baseHeight"
            ))
        #expect(
            extend.contains("} else {\n            // extendSafeArea: additionalSafeAreaInsets needs iOS 11"))
        #expect(controller.contains("(navigationBar as? Bar)?.applyTitleAdjustment()"))
        #expect(controller.contains("navigationBar.sizeToFit()"))
        let classic = try #require(UIKitExportTests.declaration("public enum ClassicAppearance", in: source))
        #expect(classic.contains("bar.barTintColor = BarkeepColors.tealBar"))
        #expect(classic.contains("applyLegacy(to: bar)"))
    }

    /// A fallback of another height: below `fallbackBelow` the bar reports the fallback's height (the
    /// one its safe-area inset is worked out from), and the fallback's private re-layout runs only there.
    @Test func aFallbackOfAnotherHeightIsLaidOutAtItsOwnHeight() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .layout, "short",
                assignments: [
                    "barHeight=100", "strategy=contentViewLayout", "alignment=bottom", "extendSafeArea=true",
                ])
            try session.create(
                .layout, "big",
                assignments: [
                    "barHeight=120", "strategy=spacerStack", "titleOffset=40", "buttonOffset=40",
                    "extendSafeArea=true", "fallback=short", "fallbackBelow=13.0",
                ])
            try session.create(.theme, "app", assignments: ["layout=big", "deploymentTarget=10.0"])
        }
        let source = try ExportFixture.export(fixture, .uikit, themes: ["app"])
        try GeneratedSourceExpectations.expectTypeChecks(source)
        let bar = try #require(
            UIKitExportTests.declaration("public final class BigNavigationBar", in: source))
        #expect(bar.contains("public static let fallbackBarHeight: CGFloat = 100"))
        #expect(
            bar.contains(
                "static var presetHeight: CGFloat {\n        guard #available(iOS 13.0, *) else {\n"
                    + "            return fallbackBarHeight\n        }\n        return barHeight\n    }"))
        #expect(bar.contains("frame.size.height = Self.presetHeight"))
        #expect(bar.contains("CGSize(width: size.width, height: Self.presetHeight)"))
        #expect(
            bar.contains("CGRect(x: 0, y: 0, width: bounds.width, height: Self.presetHeight).contains(point)")
        )
        // The spacer stacks of iOS 13 and later are as tall as the preset's own bar.
        #expect(bar.contains("stack.heightAnchor.constraint(equalToConstant: barHeight).isActive = true"))
        #expect(bar.contains("if #available(iOS 13.0, *) { return }"))
        #expect(bar.contains("let height = Self.fallbackBarHeight + topInset"))
        // Below iOS 11, safeAreaInsets is asked for behind a check.
        #expect(
            bar.contains(
                "if #available(iOS 11.0, *) {\n" + String(repeating: " ", count: 20)
                    + "topInset = superview?.safeAreaInsets.top ?? 0"
            ))
        #expect(
            bar.contains("subview.frame = CGRect(x: 0, y: -topInset, width: bounds.width, height: height)"))
        let controller = try #require(
            UIKitExportTests.declaration("public final class BigNavigationController", in: source))
        #expect(controller.contains("var extra = Bar.barHeight - Bar.baseHeight"))
        #expect(controller.contains("var extra = Bar.fallbackBarHeight - Bar.baseHeight"))
    }

    @Test func aFallbackCycleIsAResolutionError() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(.layout, "a", assignments: ["barHeight=60"])
            try session.create(.layout, "b", assignments: ["barHeight=60", "fallback=a"])
            _ = try session.update(.layout, "a") { try EntityEditor.applying(["fallback=b"], to: $0) }
        }
        #expect(throws: ResolutionError.self) { try ExportFixture.export(fixture, .uikit) }
    }
}

/// A theme's scoped appearances: each applied inside the container classes it names.
@Suite struct ScopedAppearanceTests {
    @Test func scopedAppearancesUseContainedProxies() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .appearance, "main", bar: .navigation, assignments: ["standard.backgroundColor=#FFFFFF"])
            try session.create(
                .appearance, "settings", bar: .navigation, parent: "main",
                assignments: ["standard.backgroundColor=#F2F2F7", "bar.containers=UINavigationController"])
            try session.create(.theme, "app", assignments: ["navigation=main", "scoped=settings"])
        }
        let source = try ExportFixture.export(fixture, .uikit)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        #expect(source.contains("SettingsAppearance.apply(\n"))
        #expect(
            source.contains(
                "to: UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]))"))
        let theme = try #require(
            try Resolver(snapshot: fixture.catalog.snapshot()).resolve(.theme, "app").theme)
        #expect(theme.scoped.map(\.name) == ["settings"])
        // A theme switch at run time restyles the bars on screen the same way: the theme's own, then
        // the scoped one where the bar is inside its containers.
        let onScreen = try #require(
            UIKitExportTests.declaration("public func apply(toBarsIn view: UIView)", in: source))
        #expect(
            onScreen.contains(
                "MainAppearance.apply(to: bar)\n                if Self.isContained(bar, in: [UINavigationController.self]) {"
                    + "\n                    SettingsAppearance.apply(to: bar)"))
        #expect(
            source.contains(
                "private static func isContained(_ view: UIView, in containers: [AnyClass]) -> Bool"))
        let plain = try ExportFixture.export(ExportFixture.demo(), .uikit)
        #expect(!plain.contains("isContained"), "only a theme with scoped appearances needs it")
    }

    @Test func containerNamesMustBeSwiftTypeNames() throws {
        let spec = try #require(FieldCatalogue.of(.appearance, bar: .navigation).spec("bar.containers"))
        #expect(
            try FieldValueParser.parse("Settings.Controller,_Modal", for: spec)
                == .text("Settings.Controller,_Modal"))
        for bad in ["1Settings", "Settings;Evil()", "Settings Controller", "Self", "a..b", ""] {
            #expect(throws: FieldValueError.self, "\(bad)") { try FieldValueParser.parse(bad, for: spec) }
        }
    }
}

/// Image values with options and one-colour images become UIKit code through two file-level functions.
@Suite struct ImageExportTests {
    @Test func imageOptionsAndColourImages() throws {
        let fixture = try ExportFixture.appearance(
            "images", bar: .navigation,
            [
                "standard.backgroundImage=color:#0A84FF", "standard.shadowImage=empty",
                "standard.backIndicatorImage=symbol:chevron.left;template;size=17;weight=semibold",
                "standard.backIndicatorTransitionMaskImage=asset:Mask;caps=0,8,0,8",
            ])
        let source = try ExportFixture.export(fixture, .uikit)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        #expect(
            source.contains(
                "appearance.backgroundImage = barkeepImage(color: UIColor(red: 0.039, green: 0.518, blue: 1, alpha: 1))"
            ))
        #expect(source.contains("appearance.shadowImage = UIImage()"))
        #expect(source.contains("UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)"))
        #expect(source.contains("renderingMode: .alwaysTemplate"))
        #expect(source.contains("capInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)"))
        #expect(source.contains("private func barkeepImage(color: UIColor) -> UIImage {"))
        #expect(source.contains("private func barkeepImage(\n    _ image: UIImage?"))
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    /// An image's `alpha` draws it again with that opacity (UIImage has no alpha initialiser), before the
    /// rendering mode and insets, down to the lowest deployment target (iOS 10, where the renderer appeared).
    @Test(arguments: ["10.0", "15.0"])
    func imageAlphaDrawsTheImageWithThatOpacity(deploymentTarget: String) throws {
        let fixture = try ExportFixture.appearance(
            "faded", bar: .navigation,
            [
                "standard.backgroundImage=asset:Stripes;alpha=0.5",
                "standard.shadowImage=color:#000000;alpha=0.25;insets=0,0,1,0",
            ])
        let source = try ExportFixture.export(fixture, .uikit, deploymentTarget: IOSVersion(deploymentTarget))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        #expect(
            source.contains(
                "barkeepImage(\n            UIImage(named: \"Stripes\", in: BarkeepAssetBundle.bundle, compatibleWith: nil),\n"
                    + "            alpha: 0.5)"
            ), "\(source)")
        #expect(source.contains("alpha: 0.25"))
        #expect(
            source.contains(
                "UIGraphicsImageRenderer(size: original.size, format: original.imageRendererFormat)"))
        #expect(source.contains("original.draw(at: .zero, blendMode: .normal, alpha: alpha)"))
        try GeneratedSourceExpectations.expectLintClean(source)
    }
}
