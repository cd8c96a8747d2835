import BarkeepCore
import Testing

@testable import BarkeepSwiftImport

/// What the report says about the shapes of issue 30 that the expected catalogs alone do not show
/// (unassigned scroll edges, receivers in controller subclasses and sheet extensions, statements
/// Barkeep does not model, platform branches, legacy values beside an appearance's), and how a scroll
/// edge left to UIKit goes through the exporter and back.
@Suite struct SwiftImportShapesTests {
    /// The import of corpus set-up `name`.
    static func imported(_ name: String) throws -> SwiftImporter.Result {
        try SwiftImporter.read([try SwiftImportFixture.source("Corpus/\(name).swift.txt")])
    }

    /// The report lines of corpus set-up `name` as `line: kind: text`.
    static func reportLines(_ name: String) throws -> [String] {
        try imported(name).report.lines.map { "\($0.line): \($0.kind.rawValue): \($0.text)" }
    }

    @Test func anUnassignedScrollEdgeIsLeftToUIKitAndReported() throws {
        let lines = try Self.reportLines("20-standard-only")
        #expect(
            lines.contains {
                $0.hasPrefix("23: note: scrollEdgeAppearance is never assigned here: scrollEdge=default")
            })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "23: note: compactScrollEdgeAppearance is never assigned here: compactScrollEdge=default")
            })
        // A tab bar has no compact scroll edge.
        #expect(lines.contains { $0.hasPrefix("30: note: scrollEdgeAppearance is never assigned here") })
        #expect(!lines.contains { $0.hasPrefix("30: note: compactScrollEdgeAppearance") })
    }

    @Test func aScrollEdgeLeftToUIKitIsExportedAsNilAndImportedBack() throws {
        let original = try SwiftImportFixture.entities(Self.imported("21-scroll-edge-nil"))
        let search = try #require(original["appearance search-results"])
        #expect(search.fields["scrollEdge"]?.canonicalText == "default")
        let source = try RoundTripTests.exported(Array(original.values))
        #expect(source.contains("bar.scrollEdgeAppearance = nil"))
        let again = try SwiftImportFixture.entities(
            SwiftImporter.read([
                SwiftImporter.SourceFile(path: "BarkeepUIKit.swift", bytes: Array(source.utf8))
            ]))
        let back = try #require(again["appearance search-results"])
        #expect(back.fields["scrollEdge"]?.canonicalText == "default")
        #expect(back.fields["compactScrollEdge"]?.canonicalText == "default")
    }

    @Test func barsOfControllerSubclassesAreTheirOwn() throws {
        let navigation = try Self.reportLines("22-navigation-controller-subclass")
        #expect(navigation.contains { $0.hasPrefix("10: mapped: standardAppearance of navigationBar ←") })
        #expect(navigation.contains { $0.hasPrefix("12: mapped: compactAppearance of navigationBar ←") })
        #expect(navigation.contains { $0.hasPrefix("19: mapped: scrollEdgeAppearance of toolbar ←") })
        #expect(
            navigation.contains("20: ignored: setShadowImage(…) on toolbar: not something Barkeep models"))
        let tabs = try Self.reportLines("23-tab-bar-controller-subclass")
        #expect(tabs.contains { $0.hasPrefix("10: mapped: standardAppearance of tabBar ←") })
    }

    @Test func selfInASheetExtensionIsTheSheetItIsCalledOn() throws {
        let result = try Self.imported("25-sheet-extension")
        #expect(result.entries.filter { $0.kind == .sheet }.map(\.name) == ["filter"])
        #expect(
            result.report.lines.contains {
                $0.line == 15 && $0.kind == .note && $0.text.hasPrefix("applyHalfHeightStyle(…) on a sheet")
            })
    }

    @Test func statementsBarkeepDoesNotModelAreReportedOnTheirLines() throws {
        let lines = try Self.reportLines("26-unmodelled-bar-statements")
        #expect(
            lines.contains(
                "7: ignored: backgroundColor of navigationController?.navigationBar: not something Barkeep models"
            ))
        // The layer's shadow and masking are bar view fields now (corpus 40 for the rest).
        #expect(lines.contains { $0.hasPrefix("8: mapped: appearance checkout bar.layer.shadowColor") })
        #expect(lines.contains { $0.hasPrefix("10: mapped: appearance checkout bar.clipsToBounds = false") })
        #expect(
            lines.contains { $0.hasPrefix("11: ignored: setShadowImage(…) on navigationController?.toolbar") }
        )
        #expect(lines.contains { $0.hasPrefix("13: note: largeTitleDisplayMode of navigationItem") })
    }

    @Test func branchesForOtherPlatformsAreSkippedAndReported() throws {
        let lines = try Self.reportLines("27-platform-conditions")
        #expect(lines.contains("6: note: #if targetEnvironment(macCatalyst): not iOS code, skipped"))
        #expect(lines.contains("7: ignored: in a branch for another platform: skipped"))
        #expect(lines.contains("14: note: #elseif os(tvOS): skipped, an earlier branch is the iOS one"))
        #expect(lines.contains("15: ignored: in a branch for another platform: skipped"))
    }

    @Test func platformConditionsAreEvaluatedForIOS() {
        #expect(PlatformBranches.holdsOnIOS("os(iOS)") == true)
        #expect(PlatformBranches.holdsOnIOS("os(macOS)") == false)
        #expect(PlatformBranches.holdsOnIOS("!targetEnvironment(macCatalyst)") == true)
        #expect(PlatformBranches.holdsOnIOS("os(iOS) || os(tvOS)") == true)
        #expect(PlatformBranches.holdsOnIOS("os(watchOS) || os(tvOS)") == false)
        #expect(PlatformBranches.holdsOnIOS("DEBUG") == nil)
        #expect(PlatformBranches.holdsOnIOS("os(iOS) && DEBUG") == nil)
        var branches = PlatformBranches()
        #expect(branches.read("#if DEBUG") == nil)
        #expect(!branches.isSkipping)
        #expect(branches.read("#else") == nil)
        #expect(!branches.isSkipping)
    }

    @Test func theLegacyPathOfAvailableKeepsTheAppearanceAndADifferentLegacyValueAsItsLegacyField() throws {
        let result = try Self.imported("28-available-else-legacy")
        let manager = try #require(result.entries.first { $0.name == "manager" })
        #expect(manager.fields["bar.barTintColor"] == nil)
        #expect(manager.fields["bar.isTranslucent"] == nil)
        let lines = result.report.lines.map { "\($0.line): \($0.kind.rawValue): \($0.text)" }
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "15: note: pre-iOS 13 standard.backgroundColor = #007340 differs from the appearance's "
                        + "#00804D")
                    && $0.hasSuffix("kept as legacy.backgroundColor, which the exporter writes below iOS 13")
            })
        #expect(manager.fields["legacy.backgroundColor"] == "#007340")
        #expect(lines.contains { $0.hasPrefix("16: note: pre-iOS 13 standard.background: the same value") })
    }

    @Test func swiftUIArgumentsTheImportCannotKnowArePlaceholdersOrReportedOnTheirLines() throws {
        let result = try Self.imported("29-swiftui-arguments")
        let lines = result.report.lines.map { "\($0.line): \($0.kind.rawValue): \($0.text)" }
        #expect(
            lines.contains { $0.hasPrefix("12: ignored: toolbar field 'titleDisplayMode': 'inlineLarge'") })
        #expect(lines.contains { $0.hasPrefix("13: placeholder: colour barColor cannot be evaluated") })
        #expect(
            lines.contains { $0.hasPrefix("14: ignored: .toolbarBackground(.visible, for:) of a tab bar") })
        #expect(lines.contains { $0.hasPrefix("15: placeholder: colour isDark ? Color.black : Color.white") })
        #expect(lines.contains { $0.hasPrefix("16: ignored: .toolbarColorScheme(isDark ? .dark : .light)") })
        #expect(lines.contains("22: ignored: .toolbarRole(…): a SwiftUI modifier Barkeep does not model"))
        // The rest still imports: the tab bar's placeholder keeps its placement.
        let tab = try #require(result.entries.first { $0.kind == .appearance })
        #expect(tab.bar == .tab)
        #expect(tab.fields == ["standard.backgroundColor": "{toolbar-background}"])
    }

    @Test func whenTheBarsShowIsReportedAndAnEmptyBackTitleIsMinimal() throws {
        let lines = try Self.reportLines("41-bar-visibility-and-back-title")
        for (line, member) in [
            (8, "hidesBarsOnSwipe"), (9, "setToolbarHidden"), (22, "hidesBottomBarWhenPushed"),
            (24, "navigationController?.setNavigationBarHidden"),
            (25, "navigationController?.hidesBarsOnTap"),
        ] {
            #expect(
                lines.contains {
                    $0 == "\(line): note: \(member): when the bars show, not how they look; not imported"
                },
                "\(line) \(member) in \(lines)")
        }
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "23: note: backButtonTitle = \"\" of navigationItem: a back button without its title")
            })
        let article = try #require(
            SwiftImportFixture.entities(Self.imported("41-bar-visibility-and-back-title"))[
                "appearance article"])
        #expect(article.fields["navigationItem.backButtonDisplayMode"]?.canonicalText == "minimal")
        #expect(
            lines.contains {
                $0.hasPrefix("32: note: backBarButtonItem of navigationItem: only its title shows")
            })
    }

    /// `appearance.titleTextAttributes = proxy.titleTextAttributes ?? [:]`: the proxy's attributes are
    /// unknown to the import, so the fallback sets nothing, and the report says so.
    @Test func attributesTheImportCannotReadAreReported() throws {
        let result = try SwiftImportFixture.read(
            text: """
                import UIKit
                func style() {
                    let proxy = UINavigationBar.appearance()
                    let appearance = UINavigationBarAppearance()
                    appearance.titleTextAttributes = proxy.titleTextAttributes ?? [:]
                    proxy.standardAppearance = appearance
                }
                """)
        #expect(
            result.report.lines.contains {
                $0.line == 5 && $0.kind == .ignored
                    && $0.text == "titleTextAttributes: no attribute the import can read in it"
            }, "\(result.report.lines.map(\.text))")
    }
}
