import Testing

@testable import BarkeepCore

/// The mappings issue 11 found wrong, and the rules that go with them.
@Suite struct RealAppMappingTests {
    @Test func contentViewLayoutWithSplitOffsetsIsAWarning() throws {
        let split = try Fixture.entity(
            .layout, "split",
            ["barHeight": "100", "strategy": "contentViewLayout", "titleOffset": "10", "buttonOffset": "20"])
        let finding = try #require(LintFixture.findings(.contentViewMovesTogether, in: [split]).first)
        #expect(finding.severity == .warning)
        #expect(finding.reason.contains("titleOffset 10, buttonOffset 20"))
        let together = try Fixture.entity(
            .layout, "together",
            ["barHeight": "100", "strategy": "contentViewLayout", "titleOffset": "10", "buttonOffset": "10"])
        let stacks = try Fixture.entity(
            .layout, "stacks",
            ["barHeight": "100", "strategy": "spacerStack", "titleOffset": "10", "buttonOffset": "20"])
        #expect(LintFixture.findings(.contentViewMovesTogether, in: [together, stacks]).isEmpty)
    }

    @Test func derivedLayoutValuesFollowTheBaseHeight() throws {
        let iPad = try Fixture.entity(
            .layout, "ipad", ["barHeight": "100", "baseHeight": "50", "alignment": "bottom"])
        let geometry = try #require(try Fixture.resolver([iPad]).resolve(.layout, "ipad").layout)
        #expect(geometry.contentOriginY == 50)
        #expect(geometry.contentOriginY(for: .center) == 25)
        let landscape = try Fixture.entity(.layout, "landscape", ["barHeight": "40", "baseHeight": "32"])
        let narrow = try #require(try Fixture.resolver([landscape]).resolve(.layout, "landscape").layout)
        #expect(narrow.contentOriginY == 4)
        #expect(LintFixture.findings(.contentOutsideBar, in: [landscape]).isEmpty)
    }

    @Test func oneBackIndicatorImageWithoutTheOtherIsANote() throws {
        let lone = try Fixture.appearance("lone", ["standard.backIndicatorImage": "asset:Back"])
        let findings = LintFixture.findings(.backIndicatorPair, in: [lone])
        #expect(
            findings.map(\.path) == ["standard.backIndicatorImage"], "standard only; the others fall back")
        let pair = try Fixture.appearance(
            "pair",
            [
                "standard.backIndicatorImage": "asset:Back",
                "standard.backIndicatorTransitionMaskImage": "asset:Mask",
            ])
        #expect(LintFixture.findings(.backIndicatorPair, in: [pair]).isEmpty)
    }

    @Test func tabAndToolbarTitlesHaveNoAPIAndLintSaysWhatToSet() throws {
        let tab = FieldCatalogue.of(.appearance, bar: .tab)
        #expect(tab.spec("standard.title.color")?.uikit == nil)
        guard case .noAPI(let missing) = tab.spec("standard.title.color")?.uikitTarget else {
            Issue.record("tab title rows should have no UIKit API")
            return
        }
        #expect(missing.reason.contains("item.<layout>.<state>.title.*"))
        let toolbar = FieldCatalogue.of(.appearance, bar: .toolbar)
        #expect(toolbar.spec("scrollEdge.title.font")?.uikit == nil)
        #expect(
            FieldCatalogue.of(.appearance, bar: .navigation).spec("standard.title.color")?.uikit
                == "standardAppearance.titleTextAttributes[.foregroundColor]")

        // A catalog written before the fix still loads; lint names the command that cleans it up.
        let old = try Fixture.appearance("old-tabs", bar: .tab, ["standard.title.color": "#FF0000"])
        let finding = try #require(LintFixture.findings(.fieldWithoutAPI, in: [old]).first)
        #expect(finding.severity == .warning)
        #expect(finding.fix == "barkeep appearance unset old-tabs standard.title.color")
    }

    @Test func theDefaultBackgroundCallHasItsOwnValue() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        let spec = try #require(navigation.spec("standard.background"))
        #expect(try FieldValueParser.parse("defaultBackground", for: spec) == .choice("defaultBackground"))
        #expect(try FieldValueParser.parse("default", for: spec) == .uikitDefault)
        #expect(BackgroundPreset.defaultBackground.swiftSpelling == "configureWithDefaultBackground()")
    }

    @Test func legacyBarPropertiesCarryTheirOwnVersions() {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        #expect(navigation.spec("bar.tintColor")?.introduced == IOSVersion(2))
        #expect(navigation.spec("bar.isTranslucent")?.introduced == IOSVersion(3))
        #expect(navigation.spec("bar.barTintColor")?.introduced == IOSVersion(7))
        #expect(FieldCatalogue.of(.appearance, bar: .tab).spec("bar.barTintColor") != nil)
    }

    @Test func textShadowsAndBaselineOffsetsAreOneGroupWithTheirText() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        let shadow = try #require(navigation.spec("standard.title.shadow.blur"))
        let color = try #require(navigation.spec("standard.title.color"))
        #expect(shadow.group == color.group)
        #expect(navigation.spec("standard.button.highlighted.baselineOffset") != nil)
    }
}

/// Deployment targets current Xcode no longer builds are noted, not refused.
@Suite struct DeploymentTargetCheckTests {
    @Test func targetsBelow12AreANote() throws {
        let old = try Fixture.entity(.theme, "old", ["deploymentTarget": "10.0"])
        let current = try Fixture.entity(.theme, "current", ["deploymentTarget": "12.0"])
        let findings = LintFixture.findings(.deploymentTargetTooOld, in: [old, current])
        #expect(findings.map(\.entity) == ["old"])
        #expect(findings.first?.severity == .note)
    }
}
