import Testing

@testable import BarkeepCore

/// Toolbar items with a deprecated placement, reported with the replacement.
@Suite struct DeprecatedToolbarPlacementCheckTests {
    @Test func deprecatedPlacementsAreWarningsNamingTheReplacement() throws {
        let toolbar = try Fixture.entity(
            .toolbar, "edit",
            ["items": "navigationBarLeading:Back,topBarLeading:Menu,navigationBarTrailing:Done"])
        let findings = LintFixture.findings(.deprecatedToolbarPlacement, in: [toolbar])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.path == "items" && $0.entity == "edit" })
        #expect(
            findings.map(\.reason).sorted() == [
                "item 'Back' uses navigationBarLeading, deprecated for topBarLeading, which the toolbar "
                    + "already uses for another item",
                "item 'Done' uses navigationBarTrailing, deprecated for topBarTrailing",
            ])
        #expect(findings.map(\.fix).contains("write topBarTrailing:Done (back-deployed to iOS 14)"))
    }

    @Test func currentPlacementsPass() throws {
        let toolbar = try Fixture.entity(
            .toolbar, "edit", ["items": "topBarLeading:Back,topBarTrailing:Done,automatic:Share"])
        #expect(LintFixture.findings(.deprecatedToolbarPlacement, in: [toolbar]).isEmpty)
    }
}
