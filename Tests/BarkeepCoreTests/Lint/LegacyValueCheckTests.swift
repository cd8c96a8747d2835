import Testing

@testable import BarkeepCore

/// `legacy.<key>` values that change nothing: equal to the standard value, or never read because every
/// deployment target is iOS 13 or later.
@Suite struct LegacyValueCheckTests {
    @Test func aLegacyValueEqualToTheStandardOneIsNoted() throws {
        let base = try Fixture.appearance(
            "base", ["standard.backgroundColor": "#112233", "legacy.backgroundColor": "#112233"])
        let findings = LintFixture.findings(.legacyValueRepeatsStandard, in: [base], deploymentTarget: "12.0")
        #expect(findings.map(\.path) == ["legacy.backgroundColor"])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.fix == "barkeep appearance unset base legacy.backgroundColor")
        // A child inheriting both is not told again: the fix is the parent's.
        let child = try Fixture.appearance("child", parent: "base")
        #expect(
            LintFixture.findings(.legacyValueRepeatsStandard, in: [base, child], deploymentTarget: "12.0")
                .map(\.entity) == ["base"])
    }

    @Test func aDifferentLegacyValueForAnIOS12TargetIsQuiet() throws {
        let nav = try Fixture.appearance(
            "nav", ["standard.backgroundColor": "#112233", "legacy.backgroundColor": "#445566"])
        #expect(
            LintFixture.lint([nav], deploymentTarget: "12.0").findings.filter {
                $0.rule == .legacyValueRepeatsStandard || $0.rule == .legacyValueUnread
            }.isEmpty)
    }

    @Test func legacyValuesOfAnAppearanceExportedFromIOS13AreUnread() throws {
        let nav = try Fixture.appearance(
            "nav", ["legacy.backgroundColor": "#445566", "legacy.title.color": "#FFFFFF"])
        let findings = LintFixture.findings(.legacyValueUnread, in: [nav], deploymentTarget: "15.0")
        #expect(findings.count == 1)
        #expect(
            findings.first?.reason.hasPrefix(
                "legacy.backgroundColor, legacy.title.color are for iOS before 13") == true)
        // A theme for iOS 12 reads them.
        let theme = try Fixture.entity(.theme, "old", ["navigation": "nav", "deploymentTarget": "12.0"])
        #expect(LintFixture.findings(.legacyValueUnread, in: [nav, theme], deploymentTarget: "15.0").isEmpty)
    }
}
