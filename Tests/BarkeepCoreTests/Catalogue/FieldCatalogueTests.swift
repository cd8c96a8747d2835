import Testing

@testable import BarkeepCore

@Suite struct FieldCatalogueTests {
    @Test func everyVariantOfEveryBarHasTheCommonFields() {
        for bar in BarKind.allCases {
            let catalogue = FieldCatalogue.of(.appearance, bar: bar)
            for variant in bar.variants {
                for key in [
                    "background", "backgroundColor", "shadowColor", "backgroundEffect", "title.color",
                    "title.kern",
                ] {
                    #expect(catalogue.spec("\(variant.rawValue).\(key)") != nil, "\(bar) \(variant) \(key)")
                }
            }
        }
    }

    @Test func barSpecificFieldsExistOnlyForTheirBar() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        let tab = FieldCatalogue.of(.appearance, bar: .tab)
        let toolbar = FieldCatalogue.of(.appearance, bar: .toolbar)
        #expect(navigation.spec("standard.largeTitle.color") != nil)
        #expect(navigation.spec("compactScrollEdge.backButton.focused.titleOffset.vertical") != nil)
        #expect(tab.spec("standard.largeTitle.color") == nil)
        #expect(tab.spec("compact.backgroundColor") == nil)
        #expect(tab.spec("scrollEdge.item.compactInline.disabled.badge.offset.horizontal") != nil)
        #expect(toolbar.spec("standard.doneButton.normal.color") != nil)
        #expect(toolbar.spec("standard.backButton.normal.color") == nil)
        #expect(navigation.spec("bar.prefersLargeTitles") != nil && tab.spec("bar.prefersLargeTitles") == nil)
        #expect(tab.spec("bar.unselectedItemTintColor") != nil)
        let error = try #require(throws: FieldPathError.self) {
            try navigation.lookup("standard.item.selected.iconColor")
        }
        #expect(error.description.contains("exists only for tab appearances"))
    }

    @Test func theIOSVersionFollowsTheReferenceSheet() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        let tab = FieldCatalogue.of(.appearance, bar: .tab)
        #expect(navigation.spec("scrollEdge.backgroundColor")?.introduced == "13.0")
        #expect(navigation.spec("compactScrollEdge.backgroundColor")?.introduced == "15.0")
        #expect(tab.spec("scrollEdge.backgroundColor")?.introduced == "15.0")
        #expect(
            FieldCatalogue.of(.appearance, bar: .toolbar).spec("scrollEdge.title.color")?.introduced == "15.0"
        )
        #expect(FieldCatalogue.of(.sheet).spec("backgroundColor")?.introduced == "16.4")
    }

    @Test func shorthandsExpand() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        #expect(
            try navigation.lookup("standard.button.color").map(\.path) == ["standard.button.normal.color"])
        #expect(
            try navigation.lookup("standard.backButton.titleOffset.vertical").map(\.path) == [
                "standard.backButton.normal.titleOffset.vertical"
            ])
        let tab = FieldCatalogue.of(.appearance, bar: .tab)
        #expect(
            try tab.lookup("standard.item.selected.iconColor").map(\.path) == [
                "standard.item.stacked.selected.iconColor", "standard.item.inline.selected.iconColor",
                "standard.item.compactInline.selected.iconColor",
            ])
    }

    @Test func unknownPathsSuggestNearbyOnes() throws {
        let error = try #require(throws: FieldPathError.self) {
            try FieldCatalogue.of(.appearance, bar: .navigation).lookup("standard.titel.color")
        }
        #expect(error.suggestions.first == "standard.title.color")
        #expect(
            error.description.hasPrefix(
                "unknown field 'standard.titel.color' for a navigation appearance; did you mean standard.title.color"
            ))
        let layout = try #require(throws: FieldPathError.self) {
            try FieldCatalogue.of(.layout).lookup("barheight")
        }
        #expect(layout.suggestions.contains("barHeight"))
    }

    @Test func pathsAreUniqueAndEveryRowHasHelp() {
        for kind in EntityKind.allCases {
            for bar in kind == .appearance ? BarKind.allCases.map(Optional.some) : [nil] {
                let catalogue = FieldCatalogue.of(kind, bar: bar)
                #expect(Set(catalogue.specs.map(\.path)).count == catalogue.specs.count)
                #expect(catalogue.specs.allSatisfy { !$0.help.isEmpty && $0.help.hasSuffix(".") })
            }
        }
    }
}
