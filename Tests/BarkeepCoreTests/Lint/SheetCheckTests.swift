import Testing

@testable import BarkeepCore

/// The sheet preset rules.
@Suite struct SheetCheckTests {
    @Test func customDetentsNeedIOS16() throws {
        let sheet = try Fixture.entity(.sheet, "peek", ["detents": "compact:height(320),large"])
        let finding = try #require(LintFixture.findings(.customDetentNeedsIOS16, in: [sheet]).first)
        #expect(finding.severity == .error && finding.path == "detents")
        #expect(
            finding.reason
                == "custom detents (compact:height(320)) need iOS 16; the deployment target is iOS 15.0")
        #expect(LintFixture.findings(.customDetentNeedsIOS16, in: [sheet], deploymentTarget: "16.0").isEmpty)
    }

    @Test func aThemesDeploymentTargetDecidesForItsMembers() throws {
        let sheet = try Fixture.entity(.sheet, "peek", ["detents": "fraction(0.4)"])
        let modern = try Fixture.entity(.theme, "modern", ["sheets": "peek", "deploymentTarget": "16.4"])
        #expect(LintFixture.findings(.customDetentNeedsIOS16, in: [sheet, modern]).isEmpty)
        let old = try Fixture.entity(.theme, "old", parent: "modern", ["deploymentTarget": "15.4"])
        let findings = LintFixture.findings(
            .customDetentNeedsIOS16, in: [sheet, modern, old], deploymentTarget: "17.0")
        #expect(
            findings.map(\.reason) == [
                "custom detents (fraction(0.4)) need iOS 16; theme 'old' targets iOS 15.4"
            ])
    }

    @Test func systemDetentsNeedNothing() throws {
        let sheet = try Fixture.entity(.sheet, "half", ["detents": "medium,large"])
        #expect(LintFixture.lint([sheet]).findings.isEmpty)
    }

    @Test func duplicateDetentsAreErrors() throws {
        let twice = try Fixture.entity(.sheet, "twice", ["detents": "medium,large,medium"])
        let finding = try #require(
            LintFixture.findings(.duplicateDetent, in: [twice], deploymentTarget: "16.0").first)
        #expect(finding.severity == .error && finding.reason == "the detents repeat: medium twice")
        let sameSize = try Fixture.entity(.sheet, "same", ["detents": "height(320),compact:height(320)"])
        #expect(
            LintFixture.findings(.duplicateDetent, in: [sameSize], deploymentTarget: "16.0").map(\.reason)
                == ["the detents repeat: height(320) and compact:height(320)"])
        let distinct = try Fixture.entity(.sheet, "distinct", ["detents": "medium,height(320),a:height(400)"])
        #expect(LintFixture.findings(.duplicateDetent, in: [distinct], deploymentTarget: "16.0").isEmpty)
    }

    @Test func selectedAndUndimmedDetentsMustBeAmongTheDetents() throws {
        let wrong = try Fixture.entity(
            .sheet, "wrong", ["detents": "medium,large", "selected": "compact", "largestUndimmed": "medium"])
        let finding = try #require(LintFixture.findings(.unknownDetent, in: [wrong]).first)
        #expect(finding.severity == .error && finding.path == "selected")
        #expect(finding.reason == "'compact' is not one of the sheet's detents (medium, large)")
        let inherited = try Fixture.entity(.sheet, "child", parent: "named", ["selected": "compact"])
        let named = try Fixture.entity(.sheet, "named", ["detents": "compact:height(320),large"])
        #expect(
            LintFixture.findings(.unknownDetent, in: [named, inherited], deploymentTarget: "16.0").isEmpty)
        let systemDefault = try Fixture.entity(.sheet, "plain", ["largestUndimmed": "medium"])
        #expect(
            LintFixture.findings(.unknownDetent, in: [systemDefault]).map(\.reason) == [
                "'medium' is not one of the sheet's detents (large)"
            ])
    }
}
