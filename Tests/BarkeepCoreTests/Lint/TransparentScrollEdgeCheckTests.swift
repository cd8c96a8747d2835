import Testing

@testable import BarkeepCore

/// A scroll edge left to UIKit under an opaque standard turns transparent on iOS 15 and later.
@Suite struct TransparentScrollEdgeCheckTests {
    @Test func firesForAnOpaqueStandard() throws {
        let base = try Fixture.appearance("base", ["standard.background": "opaque", "scrollEdge": "default"])
        let leaf = try Fixture.appearance("leaf", parent: "base")
        let findings = LintFixture.findings(.transparentScrollEdge, in: [base, leaf])
        #expect(findings.map(\.entity) == ["base", "leaf"])
        #expect(findings.allSatisfy { $0.severity == .note && $0.path == "scrollEdge" })
        #expect(
            findings.last?.reason.hasPrefix(
                "scrollEdge is left to UIKit (set on appearance base) while standard is opaque") == true)
        let tabs = try Fixture.appearance(
            "tabs", bar: .tab, ["standard.backgroundColor": "#FFFFFF", "scrollEdge": "default"])
        #expect(LintFixture.findings(.transparentScrollEdge, in: [tabs]).count == 1)
    }

    @Test func staysQuietWhenTheScrollEdgeFallsBackOrStandardIsNotOpaque() throws {
        let fallsBack = try Fixture.appearance("a", ["standard.background": "opaque"])
        let translucent = try Fixture.appearance(
            "b", ["standard.backgroundColor": "#FFFFFF80", "scrollEdge": "default"])
        let configured = try Fixture.appearance(
            "c",
            [
                "standard.background": "opaque", "compactScrollEdge": "default",
                "scrollEdge.title.color": "#000000",
            ])
        #expect(
            LintFixture.findings(.transparentScrollEdge, in: [fallsBack, translucent, configured]).isEmpty)
    }
}
