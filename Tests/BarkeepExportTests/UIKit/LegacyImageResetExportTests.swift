import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// `bar.clearsLegacyBackgroundImage` and `bar.clearsLegacyShadowImage`: from iOS 13, `apply(to:)` sets
/// the bar's pre-iOS 13 images back to nil (a toolbar's at every position) before it assigns the
/// appearance objects, clearing what a proxy or older code set through the old API.
@Suite struct LegacyImageResetExportTests {
    /// One appearance per bar kind clearing both images.
    static func fixture() throws -> FixtureCatalog {
        try ExportFixture.catalog { session in
            for bar in BarKind.allCases {
                try session.create(
                    .appearance, "clear-\(bar.rawValue)", bar: bar,
                    assignments: [
                        "standard.background=opaque", "bar.clearsLegacyBackgroundImage=true",
                        "bar.clearsLegacyShadowImage=true",
                    ])
            }
        }
    }

    @Test func theImagesAreClearedBeforeTheAppearancesFromIOS13() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(12))
        let navigation = try #require(
            UIKitExportTests.declaration("public static func apply(to bar: UINavigationBar)", in: source))
        #expect(
            navigation.contains(
                """
                if #available(iOS 13.0, *) {
                            bar.setBackgroundImage(nil, for: .default)
                            bar.shadowImage = nil
                            bar.standardAppearance = standard()
                """), "\(navigation)")
        let tab = try #require(
            UIKitExportTests.declaration("public static func apply(to bar: UITabBar)", in: source))
        #expect(tab.contains("bar.backgroundImage = nil\n            bar.shadowImage = nil\n"), "\(tab)")
        let toolbar = try #require(
            UIKitExportTests.declaration("public static func apply(to bar: UIToolbar)", in: source))
        for position in ["any", "bottom", "top"] {
            #expect(
                toolbar.contains("bar.setShadowImage(nil, forToolbarPosition: .\(position))"), "\(toolbar)")
            #expect(
                toolbar.contains(
                    "bar.setBackgroundImage(nil, forToolbarPosition: .\(position), barMetrics: .default)"))
        }
        // Below iOS 13 the legacy path keeps what the old code set.
        let legacy = try #require(
            UIKitExportTests.declaration("private static func applyLegacy(to bar: UIToolbar)", in: source))
        #expect(!legacy.contains("nil"))
        try GeneratedSourceExpectations.expectTypeChecks(source)
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    @Test func fromAnIOS13TargetTheClearingIsUnconditionalAndFalseWritesNothing() throws {
        let source = try ExportFixture.export(Self.fixture(), .uikit, deploymentTarget: IOSVersion(15))
        let navigation = try #require(
            UIKitExportTests.declaration("public static func apply(to bar: UINavigationBar)", in: source))
        #expect(
            navigation.contains(
                "bar.setBackgroundImage(nil, for: .default)\n        bar.shadowImage = nil\n        bar.standardAppearance"
            ), "\(navigation)")
        let off = try ExportFixture.appearance(
            "kept", bar: .navigation, ["bar.clearsLegacyShadowImage=false"])
        #expect(!(try ExportFixture.export(off, .uikit)).contains("shadowImage = nil"))
    }
}
