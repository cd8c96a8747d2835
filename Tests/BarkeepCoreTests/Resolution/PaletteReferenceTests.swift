import Testing

@testable import BarkeepCore

/// Rule 4: palette references through alias chains into sRGB for every appearance, and their errors.
@Suite struct PaletteReferenceTests {
    @Test func aliasChainsResolveIntoEveryAppearance() throws {
        let resolver = Fixture.resolver([
            try Fixture.palette("brand", ["light": "#0A84FF", "dark": "#409CFF", "asset": "BrandBlue"]),
            try Fixture.palette("primary", ["light": "{brand}"]),
            try Fixture.palette("accent", ["light": "{primary}"]),
            try Fixture.appearance("bar", ["standard.title.color": "{accent}"]),
        ])
        let color = try #require(
            try resolver.resolve(.appearance, "bar").value("standard.title.color")?.color)
        #expect(color.color?.light == Fixture.rgba("#0A84FF"))
        #expect(color.color?.dark == Fixture.rgba("#409CFF"))
        #expect(color.color?.darkHighContrast == Fixture.rgba("#409CFF"))
        #expect(color.paletteName == "accent")
        #expect(color.asset == nil)
        #expect(color.description == "{accent} = #0A84FF, dark #409CFF")
        let brand = try #require(try resolver.resolve(.palette, "brand").color)
        #expect(brand.asset == "BrandBlue" && brand.paletteName == "brand")
    }

    @Test func aSlotReferenceMeansTheOthersValueInThatSlot() throws {
        let resolver = Fixture.resolver([
            try Fixture.palette("a", ["light": "#111111", "dark": "#222222"]),
            try Fixture.palette("b", ["light": "#333333", "dark": "#444444", "darkHighContrast": "#555555"]),
            try Fixture.palette("mixed", ["light": "{a}", "dark": "{b}"]),
        ])
        let mixed = try #require(try resolver.resolve(.palette, "mixed").color?.color)
        #expect(mixed.light == Fixture.rgba("#111111"))
        #expect(mixed.dark == Fixture.rgba("#444444"))
        #expect(mixed.lightHighContrast == Fixture.rgba("#111111"))
        #expect(mixed.darkHighContrast == Fixture.rgba("#555555"))
    }

    @Test func darkDefaultsToTheLightValueEvaluatedInTheDark() throws {
        let resolver = Fixture.resolver([
            try Fixture.palette("tint", ["light": "system:systemBlue"]),
            try Fixture.palette("plain", ["light": "#123456", "lightHighContrast": "#000000"]),
        ])
        let tint = try #require(try resolver.resolve(.palette, "tint").color?.color)
        #expect(tint == SystemColor.named("systemBlue")!.color)
        let plain = try resolver.resolve(.palette, "plain")
        #expect(plain.color?.color?.dark == Fixture.rgba("#123456"))
        #expect(plain.color?.color?.lightHighContrast == .black)
        #expect(plain.field("dark")?.provenance.description == "light of palette plain (fallback from dark)")
        #expect(
            plain.field("darkHighContrast")?.provenance.fallback == ["darkHighContrast", "dark", "light"])
    }

    @Test func systemColoursInFieldsUseTheTable() throws {
        let bar = try Fixture.resolver([
            try Fixture.appearance("bar", ["standard.title.color": "system:label"])
        ])
        .resolve(.appearance, "bar")
        let color = try #require(bar.value("standard.title.color")?.color)
        #expect(color.color?.light == .black && color.color?.dark == .white)
        #expect(color.systemColor?.name == "label")
    }

    @Test func aPaletteAliasCycleIsRefusedWhole() throws {
        let resolver = Fixture.resolver([
            try Fixture.palette("a", ["light": "{b}"]),
            try Fixture.palette("b", ["light": "#000000", "dark": "{c}"]),
            try Fixture.palette("c", ["light": "{a}"]),
            try Fixture.appearance("bar", ["standard.title.color": "{b}"]),
        ])
        let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.palette, "a") }
        #expect(error == .aliasCycle(names: ["a", "b", "c", "a"], paths: ["light", "dark", "light"]))
        #expect(error.description == "palette 'a', field 'light': references form a cycle: a → b → c → a")
        #expect(throws: ResolutionError.self) { try resolver.resolve(.appearance, "bar") }
        #expect(
            error.canonical == .aliasCycle(names: ["a", "b", "c", "a"], paths: ["light", "dark", "light"]))
        #expect(
            ResolutionError.aliasCycle(names: ["c", "a", "b", "c"], paths: ["light", "light", "dark"])
                .canonical
                == error)
    }

    @Test func aMissingPaletteColourNamesTheEntityAndField() throws {
        let resolver = Fixture.resolver([
            try Fixture.appearance("base", ["standard.title.color": "{gone}"]),
            try Fixture.appearance("leaf", parent: "base"),
            try Fixture.palette("alias", ["light": "#FFFFFF", "dark": "{missing}"]),
        ])
        let error = try #require(throws: ResolutionError.self) { try resolver.resolve(.appearance, "leaf") }
        #expect(
            error.description == "appearance 'base', field 'standard.title.color': no palette named 'gone'")
        let inner = try #require(throws: ResolutionError.self) { try resolver.resolve(.palette, "alias") }
        #expect(inner.description == "palette 'alias', field 'dark': no palette named 'missing'")
    }

    /// A reference's resolved colour is made once and shared by every field holding it, but only when it
    /// resolves: each field with a missing reference is named in its own error.
    @Test func fieldsReferringToOneColourShareItAndEachMissingOneIsNamed() throws {
        let resolver = Fixture.resolver([
            try Fixture.palette("brand", ["light": "#0A84FF", "asset": "BrandBlue"]),
            try Fixture.appearance(
                "first", ["standard.title.color": "{brand}", "standard.backgroundColor": "{gone}"]),
            try Fixture.appearance("second", ["standard.backgroundColor": "{gone}"]),
            try Fixture.appearance("third", ["standard.title.color": "{brand}"]),
        ])
        let firstError = try #require(throws: ResolutionError.self) {
            try resolver.resolve(.appearance, "first")
        }
        #expect(
            firstError.description
                == "appearance 'first', field 'standard.backgroundColor': no palette named 'gone'")
        let secondError = try #require(throws: ResolutionError.self) {
            try resolver.resolve(.appearance, "second")
        }
        #expect(
            secondError.description
                == "appearance 'second', field 'standard.backgroundColor': no palette named 'gone'")
        let third = try #require(
            try resolver.resolve(.appearance, "third").value("standard.title.color")?.color)
        #expect(third.paletteName == "brand" && third.asset == "BrandBlue")
        #expect(third.color?.light == Fixture.rgba("#0A84FF"))
        #expect(try resolver.resolve(.palette, "brand").color == third)
    }
}
