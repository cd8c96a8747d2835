import Testing

@testable import BarkeepCore

/// The layout preset rules.
@Suite struct LayoutCheckTests {
    @Test func thePrivateContentViewStrategyIsAWarning() throws {
        let risky = try Fixture.entity(
            .layout, "risky", ["barHeight": "70", "strategy": "contentViewLayout"])
        let finding = try #require(LintFixture.findings(.privateContentView, in: [risky]).first)
        #expect(finding.severity == .warning && finding.path == "strategy")
        #expect(finding.fix == "use strategy=spacerStack (public API only)")
        let safe = try Fixture.entity(.layout, "safe", ["barHeight": "70", "strategy": "spacerStack"])
        #expect(LintFixture.findings(.privateContentView, in: [safe]).isEmpty)
    }

    @Test func positionAdjustmentWithTextButtonsIsAWarning() throws {
        let text = try Fixture.entity(
            .layout, "text", ["barHeight": "100", "strategy": "positionAdjustment", "buttonKind": "text"])
        let finding = try #require(LintFixture.findings(.textButtonsDoNotMove, in: [text]).first)
        #expect(finding.severity == .warning && finding.path == "buttonKind")
        let image = try Fixture.entity(
            .layout, "image", ["barHeight": "100", "strategy": "positionAdjustment", "buttonKind": "image"])
        let spacers = try Fixture.entity(
            .layout, "spacers", ["strategy": "spacerStack", "buttonKind": "text"])
        #expect(LintFixture.findings(.textButtonsDoNotMove, in: [image, spacers]).isEmpty)
    }

    @Test func offsetsPushingContentOutOfTheBarAreErrors() throws {
        let low = try Fixture.entity(
            .layout, "low", ["barHeight": "70", "strategy": "spacerStack", "titleOffset": "30"])
        let finding = try #require(LintFixture.findings(.contentOutsideBar, in: [low]).first)
        #expect(finding.severity == .error && finding.path == "titleOffset")
        #expect(finding.reason == "the title content (44 pt) would span 30…74 pt, outside the 70 pt bar")
        #expect(finding.fix == "keep titleOffset between 0 and 26")
        let legacy = try Fixture.entity(
            .layout, "legacy",
            [
                "barHeight": "100", "strategy": "positionAdjustment", "alignment": "bottom",
                "buttonOffset": "10",
            ])
        let adjusted = try #require(LintFixture.findings(.contentOutsideBar, in: [legacy]).first)
        #expect(adjusted.path == "buttonOffset" && adjusted.fix == "keep buttonOffset between -56 and 0")
        let short = try Fixture.entity(.layout, "short", ["barHeight": "30"])
        let shortFindings = LintFixture.findings(.contentOutsideBar, in: [short])
        #expect(shortFindings.count == 2 && shortFindings.allSatisfy { $0.path == "barHeight" })
        #expect(shortFindings.first?.fix == "make barHeight at least baseHeight (44)")
    }

    @Test func contentInsideTheBarPasses() throws {
        let article = try Fixture.entity(
            .layout, "article",
            ["barHeight": "70", "strategy": "spacerStack", "titleOffset": "25", "buttonOffset": "25"])
        let legacy = try Fixture.entity(
            .layout, "legacy",
            [
                "barHeight": "100", "strategy": "positionAdjustment", "alignment": "bottom",
                "titleOffset": "-20",
            ])
        #expect(
            LintFixture.findings(
                .contentOutsideBar, in: [article, legacy, try Fixture.entity(.layout, "plain")]
            ).isEmpty)
    }
}
