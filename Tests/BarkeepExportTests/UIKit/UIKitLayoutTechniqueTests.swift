import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The techniques every layout preset's generated bar and controller carry so that the bar holds on a
/// device from iOS 10 on, each read from the generated code with the article it comes from: the `frame`
/// override (000), `sizeThatFits` (004), offsets measured from the content view (000, 001, 004), hit
/// testing over the whole bar (001's listed problem), re-layout on every transition (001, 004), the bar
/// on every initializer, and the measured safe-area extension (001, 004).
@Suite struct UIKitLayoutTechniqueTests {
    /// The demo's presets: one per strategy and one with a fallback.
    static let demoPresets = [
        ("Spacer70", "spacer-70"), ("Bottom100", "bottom-100"), ("LegacyIos10", "legacy-ios10"),
        ("Ios10And11", "ios10-and-11"),
    ]

    /// The demo's UIKit file at iOS 10, which holds every preset.
    static func demoSource() throws -> String {
        try ExportFixture.export(ExportFixture.demo(), .uikit)
    }

    /// Article 000: from iOS 11 only the `frame` setter keeps the bar tall; article 004: below it,
    /// `sizeThatFits(_:)`. Every strategy's bar has both.
    @Test(arguments: demoPresets) func everyBarKeepsItsHeightThroughTheFrameSetter(
        _ type: String, _ preset: String
    ) throws {
        let source = try Self.demoSource()
        let bar = try #require(
            UIKitExportTests.declaration("public final class \(type)NavigationBar", in: source))
        let frame = try #require(UIKitExportTests.declaration("public override var frame: CGRect", in: bar))
        #expect(frame.contains("get { super.frame }"))
        #expect(
            frame.contains(
                "var frame = newValue\n            frame.size.height = Self.barHeight\n            super.frame = frame"
            ))
        #expect(bar.contains("CGSize(width: size.width, height: Self.barHeight)"))
        #expect(source.contains("/// Layout preset `\(preset)`"))
    }

    /// Articles 000, 001 and 004 measure the content view at each layout: centred is half of what the
    /// bar leaves, bottom all of it, top none; a title offset moves it from there.
    @Test(arguments: [
        ("center", "(Self.barHeight - subview.frame.height) / 2"),
        ("bottom", "Self.barHeight - subview.frame.height"), ("top", "0"),
    ])
    func theContentViewIsPlacedFromItsMeasuredHeight(_ alignment: String, _ origin: String) throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .layout, "tall",
                assignments: ["barHeight=90", "strategy=contentViewLayout", "alignment=\(alignment)"])
            try session.create(
                .layout, "nudged",
                assignments: ["parent=tall", "titleOffset=-6"])
        }
        let source = try ExportFixture.export(fixture, .uikit, deploymentTarget: IOSVersion(12))
        let tall = try #require(
            UIKitExportTests.declaration("public final class TallNavigationBar", in: source))
        #expect(tall.contains("subview.frame.origin.y = \(origin)\n"))
        #expect(!tall.contains("contentOffset"))
        let nudged = try #require(
            UIKitExportTests.declaration("public final class NudgedNavigationBar", in: source))
        #expect(nudged.contains("public static let contentOffset: CGFloat = -6"))
        #expect(nudged.contains("subview.frame.origin.y = \(origin) + Self.contentOffset\n"))
        try GeneratedSourceExpectations.expectTypeChecks(source)
    }

    /// Article 001's listed problem: buttons and the title view below the system's 44 pt content view
    /// take no taps. The bar takes touches over its whole height and hands them to the item views.
    @Test(arguments: demoPresets) func everyBarTakesTapsOverItsWholeHeight(_ type: String, _ preset: String)
        throws
    {
        let source = try Self.demoSource()
        let bar = try #require(
            UIKitExportTests.declaration("public final class \(type)NavigationBar", in: source))
        let inside = try #require(
            UIKitExportTests.declaration(
                "public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool", in: bar))
        #expect(
            inside.contains("CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight).contains(point)")
        )
        let hit = try #require(
            UIKitExportTests.declaration(
                "public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?", in: bar))
        #expect(hit.contains("let views = [item.titleView] + buttons.map(\\.customView)"))
        #expect(
            hit.contains("if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }"))
        #expect(hit.hasSuffix("return super.hitTest(point, with: event)\n    }"))
    }

    /// Articles 001 and 004: the bar shrinks during push and pop. Every way the stack changes lays it
    /// out again, now, alongside the transition and when it ends or is cancelled (the interactive pop).
    @Test(arguments: demoPresets) func everyTransitionLaysTheBarOutAgain(_ type: String, _ preset: String)
        throws
    {
        let source = try Self.demoSource()
        let controller = try #require(
            UIKitExportTests.declaration("public final class \(type)NavigationController", in: source))
        for opener in [
            "public override func pushViewController(", "public override func setViewControllers(",
            "public override func popViewController(", "public override func popToViewController(",
            "public override func popToRootViewController(",
        ] {
            let method = try #require(UIKitExportTests.declaration(opener, in: controller), "\(opener)")
            #expect(method.contains("relayoutBarThroughTransition()"), "\(opener)")
        }
        let through = try #require(
            UIKitExportTests.declaration("private func relayoutBarThroughTransition()", in: controller))
        #expect(through.contains("guard let coordinator = transitionCoordinator else { return }"))
        #expect(through.contains("alongsideTransition: { _ in self.relayoutBar() },"))
        #expect(through.contains("completion: { _ in self.relayoutBar() })"))
        let relayout = try #require(
            UIKitExportTests.declaration("private func relayoutBar()", in: controller))
        #expect(relayout.contains("navigationBar.setNeedsLayout()\n        navigationBar.layoutIfNeeded()"))
        // resizeOnAppear (article 004's sizeToFit) is the preset's own switch.
        let resizes = preset == "legacy-ios10" || preset == "ios10-and-11"
        #expect(relayout.contains("navigationBar.sizeToFit()") == resizes)
        let appear = try #require(
            UIKitExportTests.declaration(
                "public override func viewWillAppear(_ animated: Bool)", in: controller))
        #expect(appear.contains("relayoutBar()"))
    }

    /// The bar class on every way of making the controller: `make`, `init(rootViewController:)`,
    /// `init(navigationBarClass:toolbarClass:)`; a storyboard's (`init(coder:)`) is checked.
    @Test(arguments: demoPresets) func everyInitializerUsesThePresetsBar(_ type: String, _ preset: String)
        throws
    {
        let source = try Self.demoSource()
        let controller = try #require(
            UIKitExportTests.declaration("public final class \(type)NavigationController", in: source))
        #expect(controller.contains("public typealias Bar = \(type)NavigationBar"))
        let make = try #require(UIKitExportTests.declaration("public static func make(root:", in: controller))
        #expect(make.contains("\(type)NavigationController(rootViewController: root)"))
        let root = try #require(
            UIKitExportTests.declaration(
                "public override init(rootViewController: UIViewController)", in: controller))
        #expect(
            root.contains(
                "super.init(navigationBarClass: Bar.self, toolbarClass: nil)\n        viewControllers = [rootViewController]"
            ))
        let classes = try #require(
            UIKitExportTests.declaration("public override init(navigationBarClass:", in: controller))
        #expect(classes.contains("let barClass = (navigationBarClass as? Bar.Type) ?? Bar.self"))
        let coder = try #require(UIKitExportTests.declaration("public required init?(coder:", in: controller))
        #expect(coder.contains("assert(navigationBar is Bar,"))
        #expect(
            controller.contains(
                "public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)"))
    }

    /// Articles 001 and 004 grow each screen's safe area by `barHeight - 44`. The controller does it for
    /// every screen however it arrives, measured once the screen is in a window (iPad, landscape).
    @Test func everyScreenShownGetsTheMeasuredSafeAreaExtension() throws {
        let source = try Self.demoSource()
        let controller = try #require(
            UIKitExportTests.declaration("public final class Spacer70NavigationController", in: source))
        let layout = try #require(
            UIKitExportTests.declaration("public override func viewDidLayoutSubviews()", in: controller))
        #expect(layout.contains("viewControllers.forEach(extendSafeArea(of:))"))
        let replace = try #require(
            UIKitExportTests.declaration("public override func setViewControllers(", in: controller))
        #expect(
            replace.contains(
                "viewControllers.forEach(extendSafeArea(of:))\n        super.setViewControllers(viewControllers, animated: animated)"
            ))
        let extend = try #require(
            UIKitExportTests.declaration(
                "public func extendSafeArea(of screen: UIViewController)", in: controller))
        // Below iOS 11 the file guards it.
        #expect(extend.contains("if #available(iOS 11.0, *) {"))
        #expect(extend.contains("let barBottom = navigationBar.convert(barEdge, to: view).y"))
        #expect(extend.contains("let ownTop = view.safeAreaInsets.top - screen.additionalSafeAreaInsets.top"))
        #expect(extend.contains("extra = navigationBar.isHidden ? 0 : barBottom - ownTop"))
        // A preset that does not extend the safe area has none of it.
        let legacy = try #require(
            UIKitExportTests.declaration("public final class LegacyIos10NavigationController", in: source))
        #expect(legacy.contains("extendSafeArea"), "legacy-ios10 inherits extendSafeArea from bottom-100")
        let fixture = try ExportFixture.catalog { session in
            try session.create(.layout, "plain", assignments: ["barHeight=60", "strategy=contentViewLayout"])
        }
        let plain = try ExportFixture.export(fixture, .uikit)
        #expect(!plain.contains("additionalSafeAreaInsets"))
        #expect(plain.contains("relayoutBarThroughTransition()"))
    }

    /// Each theme's layouts type-check against the stubs at its deployment target (10.0, 15.0 and 16.0)
    /// with no warning, and pass `swift format lint`.
    @Test(arguments: ["classic-ios10", "articles", "articles-ios16"]) func theDemoLayoutsTypeCheck(
        theme: String
    ) throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit, themes: [theme])
        #expect(source.contains("NavigationController: UINavigationController {"))
        let result = try GeneratedSourceExpectations.expectTypeChecks(source)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        try GeneratedSourceExpectations.expectLintClean(source)
    }
}
