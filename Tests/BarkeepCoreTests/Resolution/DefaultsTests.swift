import Testing

@testable import BarkeepCore

/// Rule 3: unset or `default` is UIKit's default, and the resolved form says so.
@Suite struct DefaultsTests {
    @Test func anUnsetFieldIsUIKitsDefault() throws {
        let bar = try Fixture.resolver([try Fixture.appearance("bar")]).resolve(.appearance, "bar")
        let field = try #require(bar.field("standard.title.color"))
        #expect(field.value == .uikitDefault)
        #expect(field.value.description == "default")
        #expect(field.provenance.origin == .unset)
        #expect(field.provenance.description == "UIKit default")
    }

    @Test func anExplicitDefaultOverridesTheParentAndStopsFallback() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("base", ["standard.title.color": "#FFFFFF"]),
            try Fixture.appearance("leaf", parent: "base", ["standard.title.color": "default"]),
        ])
        let leaf = try resolver.resolve(.appearance, "leaf")
        let field = try #require(leaf.field("standard.title.color"))
        #expect(field.value == .uikitDefault)
        #expect(
            field.provenance.description == "UIKit default (standard.title.color=default of appearance leaf)")
        let fallback = try #require(leaf.field("scrollEdge.title.color"))
        #expect(fallback.value == .uikitDefault)
        #expect(fallback.provenance.origin == .setToDefault(fallback.provenance.source!))
        #expect(fallback.provenance.fallback == ["scrollEdge", "standard"])
        #expect(leaf.setFields.map(\.path).contains("scrollEdge.title.color"))
    }

    @Test func everyCataloguePathIsResolved() throws {
        for bar in BarKind.allCases {
            let resolved = try Fixture.resolver([try Fixture.appearance("a", bar: bar)]).resolve(
                .appearance, "a")
            let catalogue = FieldCatalogue.of(.appearance, bar: bar)
            let expected = catalogue.specs.filter { $0.type != .wholeVariant }.map(\.path)
            #expect(resolved.fields.map(\.path) == expected)
            #expect(resolved.fields.allSatisfy { $0.value.isUIKitDefault })
        }
    }
}
