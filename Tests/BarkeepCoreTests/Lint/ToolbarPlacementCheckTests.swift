import Testing

@testable import BarkeepCore

/// Toolbar items whose placement a chosen platform does not show.
@Suite struct ToolbarPlacementCheckTests {
    @Test func aPlacementMissingOnAChosenPlatformIsAWarning() throws {
        let toolbar = try Fixture.entity(
            .toolbar, "compose",
            [
                "platforms": "iOS,watchOS,tvOS",
                "items": "cancellationAction:Cancel,principal:Title,keyboard:Done",
            ])
        let findings = LintFixture.findings(.toolbarPlacementPlatform, in: [toolbar])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.path == "items" })
        #expect(
            findings.map(\.reason).sorted() == [
                "item 'Done' uses keyboard, which watchOS, tvOS do not show",
                "item 'Title' uses principal, which watchOS does not show",
            ])
    }

    @Test func aPlacementNewerOnAChosenPlatformThanTheTargetIsAWarning() throws {
        let toolbar = try Fixture.entity(
            .toolbar, "player",
            [
                "platforms": "iOS,tvOS,watchOS",
                "items": "primaryAction:Play,bottomBar:Queue,topBarLeading:Back",
            ])
        let findings = LintFixture.findings(
            .toolbarPlacementPlatform, in: [toolbar], deploymentTarget: "15.0")
        #expect(
            findings.map(\.reason).sorted() == [
                "item 'Back' uses topBarLeading, which needs watchOS 10.0 (released beside iOS 17.0; exported "
                    + "for iOS 15.0, the item is left out there)",
                "item 'Queue' uses bottomBar, which needs tvOS 18.0 (released beside iOS 18.0; exported for "
                    + "iOS 15.0, the item is left out there), and which needs watchOS 10.0 (released beside "
                    + "iOS 17.0; exported for iOS 15.0, the item is left out there)",
            ])
        #expect(
            findings.first { $0.reason.hasPrefix("item 'Queue'") }?.fix.hasPrefix(
                "raise the deployment target to 18.0") == true)
        #expect(
            LintFixture.findings(.toolbarPlacementPlatform, in: [toolbar], deploymentTarget: "18.0").isEmpty)
    }

    @Test func placementsEveryPlatformShowsPass() throws {
        let everywhere = try Fixture.entity(
            .toolbar, "edit",
            [
                "platforms": "iOS,iPadOS,macOS,tvOS,watchOS",
                "items": "cancellationAction:Cancel,primaryAction:Add:plus",
            ])
        let iOSOnly = try Fixture.entity(.toolbar, "keys", ["items": "keyboard:Done,bottomBar:More"])
        #expect(LintFixture.findings(.toolbarPlacementPlatform, in: [everywhere, iOSOnly]).isEmpty)
    }

    @Test func aTvOSToolbarWithoutATitleIsAWarning() throws {
        let untitled = try Fixture.entity(
            .toolbar, "nt", ["platforms": "iOS,tvOS", "items": "primaryAction:Add"])
        let finding = try #require(LintFixture.findings(.toolbarTitleMissing, in: [untitled]).first)
        #expect(finding.severity == .warning && finding.path == "title")
        #expect(finding.reason.hasPrefix("tvOS shows toolbar buttons only with a navigation title"))
        let titled = try Fixture.entity(
            .toolbar, "t", ["platforms": "iOS,tvOS", "items": "primaryAction:Add", "title": "Edit"])
        let iOSOnly = try Fixture.entity(.toolbar, "i", ["platforms": "iOS", "items": "primaryAction:Add"])
        #expect(LintFixture.findings(.toolbarTitleMissing, in: [titled, iOSOnly]).isEmpty)
    }
}
