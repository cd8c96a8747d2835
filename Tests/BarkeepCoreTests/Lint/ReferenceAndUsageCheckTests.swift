import Testing

@testable import BarkeepCore

/// Resolution errors as findings, and unused palette colours.
@Suite struct ReferenceAndUsageCheckTests {
    @Test func aDanglingReferenceIsOneErrorAtItsSource() throws {
        let base = try Fixture.appearance("base", ["standard.title.color": "{gone}"])
        let leaf = try Fixture.appearance("leaf", parent: "base")
        let findings = LintFixture.findings(.danglingReference, in: [base, leaf])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(
            finding.severity == .error && finding.entity == "base" && finding.path == "standard.title.color")
        #expect(finding.reason == "refers to palette 'gone', which does not exist")
        let orphan = try Fixture.entity(.layout, "orphan", parent: "missing")
        #expect(LintFixture.findings(.danglingReference, in: [orphan]).map(\.path) == ["parent"])
    }

    @Test func cyclesAndWrongBarsAreErrors() throws {
        let entities = [
            try Fixture.entity(.sheet, "b", parent: "a"), try Fixture.entity(.sheet, "a", parent: "b"),
            try Fixture.palette("x", ["light": "{y}"]), try Fixture.palette("y", ["light": "{x}"]),
            try Fixture.appearance("tabs", bar: .tab),
            try Fixture.entity(.theme, "app", ["navigation": "tabs"]),
        ]
        let report = LintFixture.lint(entities)
        #expect(
            report.findings.filter { $0.rule == .referenceCycle }.map(\.reason) == [
                "palette references form a cycle: x → y → x", "parents form a cycle: a → b → a",
            ])
        #expect(report.findings.filter { $0.rule == .wrongBarKind }.map(\.entity) == ["app"])
    }

    @Test func resolvableCatalogsHaveNoReferenceFindings() throws {
        let entities = [
            try Fixture.palette("brand", ["light": "#0A84FF"]),
            try Fixture.appearance(
                "base", ["standard.backgroundColor": "{brand}", "standard.title.color": "#FFFFFF"]),
            try Fixture.appearance("leaf", parent: "base"),
        ]
        let rules: Set<LintRule> = [.danglingReference, .referenceCycle, .wrongBarKind, .unusedColor]
        #expect(LintFixture.lint(entities).findings.filter { rules.contains($0.rule) }.isEmpty)
    }

    @Test func unusedPaletteColoursAreNotes() throws {
        let entities = [
            try Fixture.palette("brand", ["light": "#0A84FF"]),
            try Fixture.palette("alias", ["light": "{brand}"]),
            try Fixture.palette("used", ["light": "#000000"]),
            try Fixture.palette("via", ["light": "{used}"]),
            try Fixture.entity(.sheet, "half", ["backgroundColor": "{via}"]),
        ]
        let findings = LintFixture.findings(.unusedColor, in: entities)
        #expect(findings.map(\.entity) == ["alias", "brand"])
        #expect(findings.allSatisfy { $0.severity == .note && $0.path == nil })
        #expect(findings.first?.fix == "use it as {alias}, or delete it")
    }
}
