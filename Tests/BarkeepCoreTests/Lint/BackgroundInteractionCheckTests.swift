import Testing

@testable import BarkeepCore

/// Background interaction against the sheet's detents and its `largestUndimmed`.
@Suite struct BackgroundInteractionCheckTests {
    @Test func aDisagreementWithLargestUndimmedIsAnError() throws {
        let sheet = try Fixture.entity(
            .sheet, "half",
            ["detents": "medium,large", "largestUndimmed": "medium", "backgroundInteraction": "disabled"])
        let finding = try #require(LintFixture.findings(.backgroundInteractionMismatch, in: [sheet]).first)
        #expect(finding.severity == .error && finding.path == "backgroundInteraction")
        #expect(
            finding.reason
                == "backgroundInteraction=disabled disagrees with largestUndimmed=medium; UIKit follows "
                + "largestUndimmed and SwiftUI backgroundInteraction")
        #expect(finding.fix == "set backgroundInteraction=upThrough:medium, or unset one of them")
    }

    @Test func agreeingOrSingleFieldsPass() throws {
        let same = try Fixture.entity(
            .sheet, "same",
            [
                "detents": "medium,large", "largestUndimmed": "medium",
                "backgroundInteraction": "upThrough:medium",
            ])
        let only = try Fixture.entity(.sheet, "only", ["backgroundInteraction": "enabled"])
        #expect(LintFixture.lint([same, only]).findings.isEmpty)
    }

    @Test func enabledAgreesWithTheLargestDetentOnly() throws {
        let largest = try Fixture.entity(
            .sheet, "largest",
            [
                "detents": "medium,tall:fraction(0.9)", "largestUndimmed": "tall",
                "backgroundInteraction": "enabled",
            ])
        let smaller = try Fixture.entity(
            .sheet, "smaller",
            ["detents": "medium,large", "largestUndimmed": "medium", "backgroundInteraction": "enabled"])
        #expect(LintFixture.findings(.backgroundInteractionMismatch, in: [largest]).isEmpty)
        let finding = try #require(LintFixture.findings(.backgroundInteractionMismatch, in: [smaller]).first)
        #expect(
            finding.reason.hasPrefix("backgroundInteraction=enabled disagrees with largestUndimmed=medium"))
    }

    @Test func theLargestDetentIsLargeOrTheLastListed() {
        #expect(Detent.largestIdentifier(of: nil) == "large")
        #expect(Detent.largestIdentifier(of: []) == "large")
        let listed = ["large", "medium"].compactMap { try? Detent.parse($0).get() }
        #expect(Detent.largestIdentifier(of: listed) == "large")
        let custom = ["medium", "compact:height(320)"].compactMap { try? Detent.parse($0).get() }
        #expect(Detent.largestIdentifier(of: custom) == "compact")
    }

    @Test func upThroughMustNameADetentOfTheSheet() throws {
        let sheet = try Fixture.entity(
            .sheet, "half", ["detents": "medium,large", "backgroundInteraction": "upThrough:compact"])
        let finding = try #require(LintFixture.findings(.unknownDetent, in: [sheet]).first)
        #expect(finding.path == "backgroundInteraction")
        #expect(finding.reason == "'compact' is not one of the sheet's detents (medium, large)")
    }
}
