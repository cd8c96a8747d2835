import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The UIKit export: it type-checks against the UIKit stub at every deployment target, carries the
/// articles' intent, passes `swift format lint`, and is deterministic.
@Suite struct UIKitExportTests {
    /// The demo catalog's UIKit file type-checks with no errors or warnings and is lint-clean.
    @Test func theDemoExportTypeChecksAndIsFormatted() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit)
        let result = try SwiftTypeChecker.shared().typeCheck(source: source)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    /// A catalog that sets every catalogue field type-checks at each deployment target, with iOS 15
    /// APIs behind `#available` only below 15.
    @Test(arguments: ["10.0", "12.0", "13.0", "15.0", "16.0", "17.0", "26.0"])
    func everyFieldTypeChecksAt(_ target: String) throws {
        let source = try ExportFixture.export(ExportFixture.everyField(deploymentTarget: target), .uikit)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)
        let guardsCompactScrollEdge = source.contains(
            "if #available(iOS 15.0, *) {\n            bar.compactScrollEdgeAppearance = compactScrollEdge()")
        #expect(guardsCompactScrollEdge == (target == "13.0"))
        let guardsCustomDetents = source.contains(
            "if #available(iOS 16.0, *) {\n            sheet.detents = [\n")
        #expect(guardsCustomDetents == (target < "16.0"))
        if target < "16.0" {
            #expect(
                source.contains("// Custom detents need iOS 16: compact:height(320), fraction(0.4) left out"))
        }
        #expect(source.contains("@available(iOS 15.0, *)\npublic enum EverySheetSheet") == (target < "15.0"))
        let guardsPageSizing = source.contains(
            "if #available(iOS 17.0, *) {\n            sheet.prefersPageSizing = true")
        #expect(guardsPageSizing == (target < "17.0"))
    }

    /// iOS 26 deprecates `doneButtonAppearance` for `prominentButtonAppearance`: a file for iOS 26 writes the
    /// successor, older targets the original, and neither gets a deprecation warning.
    @Test(arguments: ["18.0", "26.0"]) func doneButtonsUseTheAPIOfTheTarget(_ target: String) throws {
        let source = try ExportFixture.export(ExportFixture.everyField(deploymentTarget: target), .uikit)
        let successor = target == "26.0"
        #expect(
            source.contains("appearance.prominentButtonAppearance.normal.titleTextAttributes") == successor)
        #expect(source.contains("appearance.doneButtonAppearance.") == !successor)
        let result = try GeneratedSourceExpectations.expectTypeChecks(source)
        #expect(!result.warnings.contains { $0.contains("deprecated") }, "\(result.warnings.prefix(10))")
    }

    /// Article 000: a 70 pt bar with title and buttons below 25 pt spacers, built from public API.
    @Test func theSpacerStackBarOfArticle000() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit)
        let bar = try #require(Self.declaration("public final class Spacer70NavigationBar", in: source))
        #expect(bar.contains("public static let barHeight: CGFloat = 70"))
        #expect(bar.contains("public static let titleSpacerHeight: CGFloat = 25"))
        #expect(bar.contains("public static let buttonSpacerHeight: CGFloat = 25"))
        #expect(bar.contains("CGSize(width: size.width, height: Self.barHeight)"))
        #expect(bar.contains("UIBarButtonItem(customView: stack(content, spacerHeight: buttonSpacerHeight))"))
        #expect(!bar.contains("#selector"))
        #expect(!bar.contains("UINavigationBarContentView"))
    }

    /// Article 001: a 100 pt bar with its content at the bottom, placed from its measured height, and
    /// the screens' safe area extended by the controller.
    @Test func theBottomAlignedBarOfArticle001() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit)
        let bar = try #require(Self.declaration("public final class Bottom100NavigationBar", in: source))
        #expect(bar.contains("public static let barHeight: CGFloat = 100"))
        #expect(bar.contains("subview.frame.origin.y = Self.barHeight - subview.frame.height\n"))
        #expect(!bar.contains("contentOriginY"), "no offset worked out for 44 pt content")
        #expect(bar.contains("className.contains(\"UINavigationBarContentView\")"))
        #expect(
            bar.contains("// Risk: _UIBarBackground and UINavigationBarContentView are private UIKit classes")
        )
        let controller = try #require(
            Self.declaration("public final class Bottom100NavigationController", in: source))
        // The inset is the screens', as in the article: on the navigation controller it would move the bar.
        let extend = try #require(
            Self.declaration("public func extendSafeArea(of screen: UIViewController)", in: controller))
        #expect(extend.contains("var extra = Bar.barHeight - Bar.baseHeight"))
        #expect(extend.contains("screen.additionalSafeAreaInsets.top = top"))
        let push = try #require(
            Self.declaration(
                "public override func pushViewController(_ viewController: UIViewController, animated: Bool)",
                in: controller))
        #expect(
            push.contains(
                "extendSafeArea(of: viewController)\n        super.pushViewController(viewController, animated: animated)"
            ))
    }

    /// Article 004: the −20 pt legacy adjustments (image buttons only) and sizeToFit on appear.
    @Test func theLegacyAdjustmentOfArticle004() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit)
        let bar = try #require(Self.declaration("public final class LegacyIos10NavigationBar", in: source))
        #expect(bar.contains("public static let titleAdjustment: CGFloat = -20"))
        #expect(bar.contains("public static let buttonAdjustment: CGFloat = -20"))
        #expect(bar.contains("setTitleVerticalPositionAdjustment(Self.titleAdjustment, for: .default)"))
        #expect(bar.contains("item.setBackgroundVerticalPositionAdjustment(buttonAdjustment, for: .default)"))
        #expect(bar.contains("Only image buttons move"))
        let controller = try #require(
            Self.declaration("public final class LegacyIos10NavigationController", in: source))
        #expect(controller.contains("public override func viewWillAppear(_ animated: Bool)"))
        #expect(controller.contains("navigationBar.sizeToFit()"))
        #expect(controller.contains("(navigationBar as? Bar)?.applyTitleAdjustment()"))
    }

    /// Article 003: standard and scroll edge both set for navigation and tab bars, and the sheet.
    @Test func theIOS15AppearancesAndSheetOfArticle003() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit, themes: ["articles-ios16"])
        for type in ["BaseAppearance", "TabsAppearance"] {
            let appearance = try #require(Self.declaration("public enum \(type)", in: source))
            #expect(appearance.contains("bar.standardAppearance = standard()"))
            #expect(appearance.contains("bar.scrollEdgeAppearance = scrollEdge()"))
            let standard = try #require(Self.declaration("public static func standard()", in: appearance))
            let scrollEdge = try #require(Self.declaration("public static func scrollEdge()", in: appearance))
            #expect(standard.contains("appearance.configureWithOpaqueBackground()"))
            #expect(scrollEdge.contains("appearance.configureWithOpaqueBackground()"))
            #expect(scrollEdge.contains("appearance.backgroundColor = BarkeepColors.paper"))
        }
        let large = try ExportFixture.export(ExportFixture.demo(), .uikit)
        let left = try #require(Self.declaration("public enum LargeTitlesAppearance", in: large))
        #expect(left.contains("bar.scrollEdgeAppearance = nil"))
        #expect(left.contains("// standard appearance with a transparent background."))
        #expect(!left.contains("public static func scrollEdge()"))

        let half = try #require(Self.declaration("public enum HalfSheet", in: source))
        #expect(half.contains("sheet.detents = [.medium(), .large()]"))
        #expect(half.contains("sheet.prefersGrabberVisible = true"))
        #expect(half.contains("sheet.largestUndimmedDetentIdentifier = .medium"))
        #expect(half.contains("sheet.preferredCornerRadius = 16"))
        let peek = try #require(Self.declaration("public enum PeekSheet", in: source))
        #expect(
            peek.contains(
                "identifier: UISheetPresentationController.Detent.Identifier(\"compact\")) { _ in 320 },"))
        #expect(
            peek.contains(
                "sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(\"compact\")"
            ))
        #expect(!peek.contains("#available"), "the articles-ios16 theme targets iOS 16: no guard needed")
    }

    /// Run-time theme switching: proxies, then every bar in every window of every scene.
    @Test func themesSwitchAtRunTime() throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit)
        let theme = try #require(Self.declaration("public enum BarkeepTheme", in: source))
        #expect(theme.contains("case articles = \"articles\""))
        #expect(theme.contains("case articlesIos16 = \"articles-ios16\""))
        #expect(theme.contains("for scene in UIApplication.shared.connectedScenes"))
        #expect(theme.contains("theme.apply(toBarsIn: window)"))
        #expect(theme.contains("window.setNeedsLayout()"))
        #expect(
            theme.contains(
                "if let bar = view as? UINavigationBar {\n                TallTealAppearance.apply(to: bar)"))
    }

    /// The same catalog, made in any order, exports the same bytes.
    @Test func exportsAreDeterministic() throws {
        let demo = try ExportFixture.demo()
        let first = try ExportFixture.export(demo, .uikit)
        #expect(try ExportFixture.export(demo, .uikit) == first)
        var items = DemoCatalog.items
        var generator = SeededRandom(seed: 42)
        for _ in 0..<3 {
            items.shuffle(using: &generator)
            let shuffled = try ExportFixture.catalog { session in
                // Parents and references must exist first: create in passes until all are in.
                var pending = items
                while !pending.isEmpty {
                    let before = pending.count
                    pending = pending.filter { item in
                        do {
                            try session.create(
                                item.kind, item.name, bar: item.bar, assignments: item.assignments)
                            return false
                        } catch { return true }
                    }
                    guard pending.count < before else { throw CancellationError() }
                }
            }
            #expect(try ExportFixture.export(shuffled, .uikit) == first)
        }
    }

    /// Two entities whose names become the same Swift name are an error naming both. Writes refuse the
    /// second since issue 31; a catalog written before holds both, as a bulk write (which leaves the
    /// check to its caller, the import) makes it here.
    @Test func nameCollisionsAreErrors() throws {
        let fixture = try ExportFixture.catalog { _ in }
        try fixture.catalog.mutate(
            ChangeContext(actor: "test", message: nil, command: "test", atMilliseconds: 2_000),
            batching: .bulk
        ) { session in
            try session.create(.palette, "brand-dark", assignments: ["light=#000000"])
            try session.create(.palette, "brand.dark", assignments: ["light=#111111"])
            try session.writePendingChanges()
        }
        #expect {
            try ExportFixture.export(fixture, .uikit)
        } throws: { error in
            let message = "\(error)"
            return message.contains("'brand-dark'") && message.contains("'brand.dark'")
                && message.contains("brandDark")
        }
    }

    /// The body of the first declaration starting with `opener`, braces balanced.
    static func declaration(_ opener: String, in source: String) -> String? {
        guard let start = source.range(of: opener) else { return nil }
        var depth = 0
        var seenBrace = false
        var index = start.lowerBound
        while index < source.endIndex {
            let character = source[index]
            if character == "{" {
                depth += 1
                seenBrace = true
            } else if character == "}" {
                depth -= 1
                if seenBrace, depth == 0 { return String(source[start.lowerBound...index]) }
            }
            index = source.index(after: index)
        }
        return nil
    }
}
