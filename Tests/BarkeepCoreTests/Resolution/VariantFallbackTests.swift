import Testing

@testable import BarkeepCore

/// Rule 2 (variant fallback) and whole variants left to UIKit.
@Suite struct VariantFallbackTests {
    @Test func unsetVariantsFallBackAlongTheirChain() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance(
                "bar", ["standard.backgroundColor": "#0A84FF", "scrollEdge.title.color": "#FFFFFF"])
        ])
        let bar = try resolver.resolve(.appearance, "bar")
        for variant in ["scrollEdge", "compact", "compactScrollEdge"] {
            #expect(bar.value("\(variant).backgroundColor")?.color?.color?.light == Fixture.rgba("#0A84FF"))
        }
        #expect(bar.field("compact.backgroundColor")?.provenance.fallback == ["compact", "standard"])
        #expect(
            bar.field("compactScrollEdge.backgroundColor")?.provenance.fallback
                == ["compactScrollEdge", "scrollEdge", "standard"])
        #expect(bar.value("compactScrollEdge.title.color")?.color?.color?.light == .white)
        #expect(bar.value("compact.title.color") == .uikitDefault)
    }

    @Test func aVariantCallingABackgroundPresetDoesNotTakeBackgroundFieldsFromItsFallback() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance(
                "bar",
                [
                    "standard.background": "opaque", "standard.backgroundColor": "#0A84FF",
                    "standard.shadowColor": "#FF0000", "standard.title.color": "#FFFFFF",
                    "scrollEdge.background": "transparent", "compact.background": "default",
                ])
        ])
        let bar = try resolver.resolve(.appearance, "bar")
        // configureWithTransparentBackground() resets the background and shadow: nothing falls back.
        #expect(bar.value("scrollEdge.backgroundColor") == .uikitDefault)
        #expect(bar.value("scrollEdge.shadowColor") == .uikitDefault)
        // Other fields still fall back, and so does everything below a variant that calls no preset.
        #expect(bar.value("scrollEdge.title.color")?.color?.color?.light == .white)
        #expect(bar.value("compact.backgroundColor")?.color?.color?.light == Fixture.rgba("#0A84FF"))
        // compactScrollEdge falls back to scrollEdge, which calls the preset: the reset carries on.
        #expect(bar.value("compactScrollEdge.backgroundColor") == .uikitDefault)
    }

    @Test func inheritanceWinsOverVariantFallback() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("base", ["scrollEdge.shadowColor": "#FF0000"]),
            try Fixture.appearance("leaf", parent: "base", ["standard.shadowColor": "#00FF00"]),
        ])
        let leaf = try resolver.resolve(.appearance, "leaf")
        #expect(leaf.value("scrollEdge.shadowColor")?.color?.color?.light == Fixture.rgba("#FF0000"))
        #expect(
            leaf.field("scrollEdge.shadowColor")?.provenance.description
                == "scrollEdge.shadowColor of appearance base")
        #expect(leaf.value("compact.shadowColor")?.color?.color?.light == Fixture.rgba("#00FF00"))
        #expect(leaf.value("compactScrollEdge.shadowColor")?.color?.color?.light == Fixture.rgba("#FF0000"))
    }

    @Test func aWholeVariantLeftToUIKitEndsItsLookup() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance(
                "base",
                [
                    "standard.backgroundColor": "#0A84FF", "standard.background": "opaque",
                    "scrollEdge": "default",
                ])
        ])
        let base = try resolver.resolve(.appearance, "base")
        #expect(base.leftToUIKit(.scrollEdge)?.source?.path == "scrollEdge")
        #expect(base.leftToUIKit(.standard) == nil)
        let field = try #require(base.field("scrollEdge.backgroundColor"))
        #expect(field.value == .uikitDefault)
        #expect(field.provenance.description == "UIKit default (scrollEdge=default of appearance base)")
        #expect(base.fields(in: .scrollEdge).allSatisfy { $0.value.isUIKitDefault })
        // Nothing configures compactScrollEdge and it falls back to a variant left to UIKit: so is it.
        let compactScrollEdge = try #require(base.leftToUIKit(.compactScrollEdge))
        #expect(compactScrollEdge.fallback == ["compactScrollEdge", "scrollEdge"])
        #expect(base.field("compactScrollEdge.backgroundColor")?.provenance == compactScrollEdge)
        #expect(
            compactScrollEdge.description
                == "UIKit default (scrollEdge=default of appearance base) (fallback from compactScrollEdge)")
        #expect(base.value("compact.backgroundColor")?.color?.color?.light == Fixture.rgba("#0A84FF"))
        #expect(base.field("scrollEdge") == nil)
    }

    @Test func aDescendantsOwnFieldsBringTheVariantBack() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance(
                "grand", ["standard.backgroundColor": "#0A84FF", "scrollEdge.backgroundColor": "#AA0000"]),
            try Fixture.appearance("base", parent: "grand", ["scrollEdge": "default"]),
            try Fixture.appearance("leaf", parent: "base", ["scrollEdge.title.color": "#FFFFFF"]),
        ])
        let base = try resolver.resolve(.appearance, "base")
        #expect(base.leftToUIKit(.scrollEdge) != nil)
        let leaf = try resolver.resolve(.appearance, "leaf")
        #expect(leaf.leftToUIKit(.scrollEdge) == nil)
        #expect(leaf.value("scrollEdge.title.color")?.color?.color?.light == .white)
        // The grandparent's scroll-edge background stays hidden behind base's default: fallback applies.
        #expect(leaf.value("scrollEdge.backgroundColor")?.color?.color?.light == Fixture.rgba("#0A84FF"))
        #expect(leaf.field("scrollEdge.backgroundColor")?.provenance.fallback == ["scrollEdge", "standard"])
    }

    @Test func aConfiguredVariantFallingBackToOneLeftToUIKitIsBarkeeps() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance(
                "bar", ["scrollEdge": "default", "compactScrollEdge.title.color": "#FFFFFF"])
        ])
        let bar = try resolver.resolve(.appearance, "bar")
        #expect(bar.leftToUIKit(.compactScrollEdge) == nil)
        #expect(bar.value("compactScrollEdge.title.color")?.color?.color?.light == .white)
        let background = try #require(bar.field("compactScrollEdge.backgroundColor"))
        #expect(background.value == .uikitDefault)
        #expect(background.provenance.fallback == ["compactScrollEdge", "scrollEdge"])
    }

    @Test func withinOneEntityTheWholeVariantDefaultWins() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("bar", ["scrollEdge": "default", "scrollEdge.title.color": "#FFFFFF"])
        ])
        let bar = try resolver.resolve(.appearance, "bar")
        #expect(bar.leftToUIKit(.scrollEdge) != nil)
        #expect(bar.value("scrollEdge.title.color") == .uikitDefault)
    }

    @Test func tabBarsHaveTwoVariants() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("tabs", bar: .tab, ["standard.backgroundColor": "#000000"])
        ])
        let tabs = try resolver.resolve(.appearance, "tabs")
        #expect(tabs.value("scrollEdge.backgroundColor")?.color?.color?.light == .black)
        #expect(tabs.field("compact.backgroundColor") == nil)
        #expect(tabs.fields(in: .compact).isEmpty)
    }
}
