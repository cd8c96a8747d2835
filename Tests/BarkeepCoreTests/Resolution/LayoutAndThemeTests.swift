import Testing

@testable import BarkeepCore

/// Layout presets' derived values and themes' members.
@Suite struct LayoutAndThemeTests {
    @Test func layoutDerivedValues() throws {
        let resolver = Fixture.resolver([
            try Fixture.entity(
                .layout, "tall", ["barHeight": "70", "strategy": "spacerStack", "titleOffset": "25"]),
            try Fixture.entity(
                .layout, "legacy", parent: "tall",
                [
                    "barHeight": "100", "strategy": "positionAdjustment", "alignment": "bottom",
                    "titleOffset": "-20",
                ]),
            try Fixture.entity(.layout, "plain"),
        ])
        let tall = try #require(try resolver.resolve(.layout, "tall").layout)
        #expect(tall.safeAreaDelta == 26)
        #expect(tall.contentOriginY(for: .center) == 13)
        #expect(tall.contentOriginY(for: .bottom) == 26)
        #expect(tall.contentOriginY(for: .top) == 0)
        #expect(tall.titleSpacerHeight == 25)
        #expect(tall.buttonSpacerHeight == 13)
        let legacy = try #require(try resolver.resolve(.layout, "legacy").layout)
        #expect(legacy.safeAreaDelta == 56)
        #expect(legacy.titleSpacerHeight == 36)
        #expect(legacy.buttonSpacerHeight == 56)
        let plain = try #require(try resolver.resolve(.layout, "plain").layout)
        #expect(plain.barHeight == 44 && plain.baseHeight == 44 && plain.safeAreaDelta == 0)
        #expect(plain.alignment == .center && plain.strategy == nil)
    }

    @Test func layoutChoicesMatchTheCatalogue() {
        let catalogue = FieldCatalogue.of(.layout)
        #expect(catalogue.spec("alignment")?.type == .choice(ChoiceSet(LayoutAlignment.self)))
        #expect(catalogue.spec("strategy")?.type == .choice(ChoiceSet(LayoutStrategy.self)))
    }

    @Test func themesResolveTheirMembersAndDeploymentTarget() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("nav", ["standard.title.color": "#FFFFFF"]),
            try Fixture.appearance("tabs", bar: .tab),
            try Fixture.entity(.layout, "tall", ["barHeight": "70"]),
            try Fixture.entity(.sheet, "half", ["detents": "medium"]),
            try Fixture.entity(.sheet, "full", ["detents": "large"]),
            try Fixture.entity(
                .theme, "base", ["navigation": "nav", "layout": "tall", "sheets": "half,full"]),
            try Fixture.entity(.theme, "app", parent: "base", ["tab": "tabs", "deploymentTarget": "16.0"]),
        ])
        let base = try #require(try resolver.resolve(.theme, "base").theme)
        #expect(base.deploymentTarget == "15.0")
        #expect(base.navigation?.name == "nav" && base.tab == nil)
        #expect(base.sheets.map(\.name) == ["half", "full"])
        let app = try #require(try resolver.resolve(.theme, "app").theme)
        #expect(app.deploymentTarget == "16.0")
        #expect(
            app.appearance(for: .navigation)?.value("scrollEdge.title.color")?.color?.color?.light == .white)
        #expect(app.tab?.name == "tabs" && app.layout?.layout?.barHeight == 70)
        #expect(app.members.map(\.name) == ["nav", "tabs", "tall", "half", "full"])
    }

    @Test func aMissingOrWrongMemberNamesTheThemeAndField() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("tabs", bar: .tab),
            try Fixture.entity(.theme, "broken", ["sheets": "gone"]),
            try Fixture.entity(.theme, "child", parent: "broken"),
            try Fixture.entity(.theme, "wrong", ["navigation": "tabs"]),
        ])
        let missing = try #require(throws: ResolutionError.self) { try resolver.resolve(.theme, "child") }
        #expect(missing.description == "theme 'broken', field 'sheets': no sheet named 'gone'")
        let wrong = try #require(throws: ResolutionError.self) { try resolver.resolve(.theme, "wrong") }
        #expect(
            wrong.description
                == "theme 'wrong', field 'navigation': 'tabs' is a tab appearance; expected a navigation appearance"
        )
    }
}
