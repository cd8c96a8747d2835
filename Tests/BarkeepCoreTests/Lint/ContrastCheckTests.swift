import Testing

@testable import BarkeepCore

/// Title and large-title contrast (WCAG 2.x) against the bar background.
@Suite struct ContrastCheckTests {
    /// A navigation appearance with `title` text on an opaque `background` colour.
    private func bar(title: String, on background: String, _ more: KeyValuePairs<String, String> = [:]) throws
        -> Entity
    {
        var entity = try Fixture.appearance(
            "bar", ["standard.title.color": title, "standard.backgroundColor": background])
        for (path, text) in more {
            entity.fields[path] = try FieldValueParser.parse(text, for: entity.catalogue.spec(path)!)
        }
        return entity
    }

    @Test(arguments: [("#767676", "4.54"), ("#777777", "4.48"), ("#AAAAAA", "2.32")])
    func ratiosMatchWCAGToTwoDecimals(gray: String, expected: String) {
        #expect(ContrastRatio(foreground: Fixture.rgba(gray), background: .white).formatted == expected)
    }

    @Test func severitiesAtTheBoundaries() {
        let normal = ContrastRequirement.normalText
        #expect(normal.severity(forRatio: 4.5) == nil)
        #expect(normal.severity(forRatio: 4.499_999) == .warning)
        #expect(normal.severity(forRatio: 3) == .warning)
        #expect(normal.severity(forRatio: 2.999_999) == .error)
        let large = ContrastRequirement.largeText
        #expect(large.severity(forRatio: 4.5) == nil)
        #expect(large.severity(forRatio: 4.499_999) == .note)
        #expect(large.severity(forRatio: 3) == .note)
        #expect(large.severity(forRatio: 2.999_999) == .error)
    }

    @Test func largeTextSizes() {
        #expect(ContrastRequirement.forText(size: 24, weight: nil) == .largeText)
        #expect(ContrastRequirement.forText(size: 23.9, weight: .regular) == .normalText)
        #expect(ContrastRequirement.forText(size: 18.5, weight: .semibold) == .largeText)
        #expect(ContrastRequirement.forText(size: 18.5, weight: .medium) == .normalText)
        #expect(ContrastRequirement.forText(size: 18.4, weight: .black) == .normalText)
        #expect(ContrastRequirement.forText(size: 12, weight: nil, isLargeTitle: true) == .largeText)
    }

    @Test func knownGraysOnWhiteGiveTheirSeverities() throws {
        #expect(LintFixture.findings(.contrast, in: [try bar(title: "#767676", on: "#FFFFFF")]).isEmpty)
        let warning = try #require(
            LintFixture.findings(.contrast, in: [try bar(title: "#777777", on: "#FFFFFF")]).first)
        #expect(warning.severity == .warning)
        #expect(warning.path == "standard.title.color")
        #expect(
            warning.reason
                == "title contrast in standard, scrollEdge, compact, compactScrollEdge is 4.48:1 in light, 4.48:1 in dark; normal text needs 4.5:1 (3:1 at the least)"
        )
        let error = try #require(
            LintFixture.findings(.contrast, in: [try bar(title: "#AAAAAA", on: "#FFFFFF")]).first)
        #expect(error.severity == .error)
        #expect(error.reason.contains("2.32:1 in light"))
    }

    @Test func boundaryColoursOnBothSidesOfThree() throws {
        // #949494 on white is 3.03:1, #959595 is 2.998:1 (shown as "3.00").
        #expect(
            LintFixture.findings(.contrast, in: [try bar(title: "#949494", on: "#FFFFFF")]).map(\.severity)
                == [.warning])
        let below = try #require(
            LintFixture.findings(.contrast, in: [try bar(title: "#959595", on: "#FFFFFF")]).first)
        #expect(below.severity == .error)
        #expect(below.reason.contains("3.00:1"))
    }

    @Test func largeTitlesAndLargeTextAreHeldToThree() throws {
        let big = try bar(title: "#777777", on: "#FFFFFF", ["standard.title.size": "24"])
        #expect(LintFixture.findings(.contrast, in: [big]).map(\.severity) == [.note])
        let semibold = try bar(
            title: "#949494", on: "#FFFFFF",
            ["standard.title.size": "19", "standard.title.weight": "semibold"])
        #expect(LintFixture.findings(.contrast, in: [semibold]).map(\.severity) == [.note])
        let largeTitle = try bar(
            title: "#000000", on: "#FFFFFF",
            ["standard.largeTitle.color": "#AAAAAA", "bar.prefersLargeTitles": "true"])
        let findings = LintFixture.findings(.contrast, in: [largeTitle])
        #expect(findings.map(\.path) == ["standard.largeTitle.color"])
        #expect(findings.first?.severity == .error)
        #expect(
            findings.first?.reason.hasPrefix(
                "large title contrast in standard, scrollEdge is 2.32:1 in light, 2.32:1 in dark; large text needs 3:1"
            ) == true)
    }

    @Test func largeTitlesAreNotMeasuredWhenNotShown() throws {
        let entity = try Fixture.appearance(
            "bar", ["standard.backgroundColor": "#000000", "standard.title.color": "#FFFFFF"])
        // Large titles would be black (label) on black, but the bar does not show them.
        #expect(LintFixture.findings(.contrast, in: [entity]).isEmpty)
    }

    @Test func translucentBackgroundsAreCompositedOverSystemBackground() throws {
        let findings = LintFixture.findings(.contrast, in: [try bar(title: "#FFFFFF", on: "#00000080")])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(
            finding.reason.hasPrefix(
                "title contrast in standard, scrollEdge, compact, compactScrollEdge is 4.00:1 in light;"))
        #expect(!finding.reason.contains("in dark"))
        #expect(finding.reason.contains("translucent background composited over systemBackground"))
        #expect(LintFixture.findings(.contrast, in: [try bar(title: "#FFFFFF", on: "#000000")]).isEmpty)
    }

    @Test func aDefaultBackgroundIsMeasuredAgainstSystemBackground() throws {
        let entity = try Fixture.appearance("bar", ["standard.title.color": "#FFFFFF"])
        let finding = try #require(LintFixture.findings(.contrast, in: [entity]).first)
        #expect(finding.severity == .error)
        #expect(finding.reason.contains("1.00:1 in light") && !finding.reason.contains("in dark"))
        #expect(
            finding.reason.contains("default background with no colour: measured against systemBackground"))
    }

    @Test func highContrastAppearancesCountWhenAColourSetsThem() throws {
        let ink = try Fixture.palette("ink", ["light": "#767676", "lightHighContrast": "#AAAAAA"])
        let findings = LintFixture.findings(.contrast, in: [ink, try bar(title: "{ink}", on: "#FFFFFF")])
        #expect(findings.count == 1)
        #expect(findings.first?.reason.contains(" is 2.32:1 in lightHighContrast;") == true)
        let plain = try Fixture.palette("ink", ["light": "#767676"])
        #expect(LintFixture.findings(.contrast, in: [plain, try bar(title: "{ink}", on: "#FFFFFF")]).isEmpty)
    }

    @Test func aScrollEdgeLeftToUIKitIsMeasuredTransparent() throws {
        let entity = try Fixture.appearance(
            "bar",
            [
                "standard.title.color": "#FFFFFF", "standard.backgroundColor": "#000080",
                "scrollEdge": "default",
            ])
        let findings = LintFixture.findings(.contrast, in: [entity])
        #expect(findings.map(\.path) == ["scrollEdge.title.color"])
        #expect(findings.first?.severity == .error)
        #expect(
            findings.first?.reason.hasPrefix(
                "title contrast in scrollEdge, compactScrollEdge is 1.00:1 in light;") == true)
        #expect(findings.first?.reason.contains("left to UIKit, which draws it transparent") == true)
    }

    @Test func plainAppearancesAndGoodColoursPass() throws {
        #expect(LintFixture.findings(.contrast, in: [try Fixture.appearance("plain")]).isEmpty)
        #expect(LintFixture.findings(.contrast, in: [try bar(title: "#FFFFFF", on: "#000080")]).isEmpty)
        let tabs = try Fixture.appearance("tabs", bar: .tab, ["standard.backgroundColor": "#000000"])
        #expect(LintFixture.findings(.contrast, in: [tabs]).isEmpty)
    }

    @Test func tabAndToolbarTitlesAreMeasuredWhenSet() throws {
        let toolbar = try Fixture.appearance(
            "tools", bar: .toolbar,
            ["standard.backgroundColor": "#FFFFFF", "standard.title.color": "#AAAAAA"])
        #expect(LintFixture.findings(.contrast, in: [toolbar]).map(\.severity) == [.error])
    }
}
