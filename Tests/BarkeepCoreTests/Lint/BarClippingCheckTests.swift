import Testing

@testable import BarkeepCore

/// A clipping bar hides its hairline the old way and never draws a layer shadow.
@Suite struct BarClippingCheckTests {
    @Test func clippingIsAWarningOnEveryAppearanceThatResolvesIt() throws {
        let base = try Fixture.appearance("base", bar: .tab, ["bar.clipsToBounds": "true"])
        let leaf = try Fixture.appearance("leaf", bar: .tab, parent: "base")
        let findings = LintFixture.findings(.clipsToBoundsHidesHairline, in: [base, leaf])
        #expect(findings.map(\.entity) == ["base", "leaf"])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.path == "bar.clipsToBounds" })
        #expect(findings.last?.reason.hasPrefix("bar.clipsToBounds is true (set on appearance base)") == true)
        #expect(findings.first?.fix.contains("standard.shadowColor=clear") == true)
    }

    @Test func aLayerShadowOnAClippingBarIsAWarning() throws {
        let clipped = try Fixture.appearance(
            "clipped", ["bar.clipsToBounds": "true", "bar.layer.shadowOpacity": "0.3"])
        let findings = LintFixture.findings(.layerShadowClipped, in: [clipped])
        #expect(findings.map(\.path) == ["bar.layer.shadowOpacity"])
        #expect(findings.first?.reason.contains("never draws its layer's shadow") == true)
    }

    @Test func staysQuietWithoutClipping() throws {
        let shadow = try Fixture.appearance("shadow", ["bar.layer.shadowOpacity": "0.3"])
        let unclipped = try Fixture.appearance(
            "unclipped", bar: .toolbar, ["bar.clipsToBounds": "false", "bar.layer.shadowOpacity": "0"])
        #expect(LintFixture.findings(.clipsToBoundsHidesHairline, in: [shadow, unclipped]).isEmpty)
        #expect(LintFixture.findings(.layerShadowClipped, in: [shadow, unclipped]).isEmpty)
    }
}
