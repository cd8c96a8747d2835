import Testing

@testable import BarkeepCore

@Suite struct FieldValueParserTests {
    func spec(_ kind: EntityKind, _ path: String, bar: BarKind? = nil) -> FieldSpec {
        FieldCatalogue.of(kind, bar: bar).spec(path)!
    }

    func parse(_ text: String, _ kind: EntityKind, _ path: String, bar: BarKind? = nil) throws -> FieldValue {
        try FieldValueParser.parse(text, for: spec(kind, path, bar: bar))
    }

    @Test func colourFieldsAcceptEveryColourFormAndDefault() throws {
        #expect(
            try parse("#abc", .appearance, "standard.backgroundColor", bar: .navigation).canonicalText
                == "#AABBCC")
        #expect(
            try parse("{brand}", .appearance, "standard.title.color", bar: .navigation).canonicalText
                == "{brand}")
        #expect(try parse("default", .appearance, "standard.title.color", bar: .navigation) == .uikitDefault)
        #expect(throws: FieldValueError.self) { try parse("default", .palette, "light") }
        #expect(throws: FieldValueError.self) { try parse("bluish", .palette, "light") }
    }

    @Test func numbersRespectTheirRange() throws {
        #expect(try parse("70", .layout, "barHeight") == .number(70))
        #expect(try parse("70.0", .layout, "barHeight").canonicalText == "70")
        let error = try #require(throws: FieldValueError.self) { try parse("-10", .layout, "barHeight") }
        #expect(error.message == "-10 is out of range for 'barHeight'; expected number 20…300")
        #expect(throws: FieldValueError.self) { try parse("tall", .layout, "barHeight") }
        #expect(throws: FieldValueError.self) { try parse("nan", .layout, "barHeight") }
    }

    @Test func choicesSuggestTheClosestCase() throws {
        let error = try #require(throws: FieldValueError.self) {
            try parse("spacerstack", .layout, "strategy")
        }
        #expect(error.message.contains("did you mean spacerStack?"))
    }

    @Test func detentsParseNameAndValidate() throws {
        let value = try parse("medium,large,compact:height(320),fraction(0.4)", .sheet, "detents")
        guard case .detents(let detents) = value else {
            Issue.record("not detents")
            return
        }
        #expect(detents.map(\.identifier) == ["medium", "large", "compact", "fraction-0.4"])
        #expect(detents.map(\.isCustom) == [false, false, true, true])
        #expect(value.canonicalText == "medium,large,compact:height(320),fraction(0.4)")
        for bad in [
            "small", "height(-1)", "fraction(1.5)", "medium,,large", "Big:height(3)", "x:medium", "x:large",
        ] {
            #expect(throws: FieldValueError.self, "\(bad)") { try parse(bad, .sheet, "detents") }
        }
    }

    @Test func toolbarItemsAndPlatforms() throws {
        let items = try parse("cancellationAction:Cancel,primaryAction:Add:plus", .toolbar, "items")
        #expect(items.canonicalText == "cancellationAction:Cancel,primaryAction:Add:plus")
        let error = try #require(throws: FieldValueError.self) {
            try parse("primaryActon:Add", .toolbar, "items")
        }
        #expect(error.message.contains("did you mean primaryAction?"))
        #expect(try parse("iOS,macOS", .toolbar, "platforms") == .platforms([.iOS, .macOS]))
        #expect(throws: FieldValueError.self) { try parse("iOS,iOS", .toolbar, "platforms") }
        #expect(throws: FieldValueError.self) { try parse("android", .toolbar, "platforms") }
    }

    @Test func versionsAndMembers() throws {
        #expect(try parse("16.4", .theme, "deploymentTarget") == .version("16.4"))
        #expect(throws: FieldValueError.self) { try parse("9.3", .theme, "deploymentTarget") }
        #expect(throws: FieldValueError.self) { try parse("sixteen", .theme, "deploymentTarget") }
        #expect(try parse("half,full", .theme, "sheets") == .members(["half", "full"]))
        #expect(throws: FieldValueError.self) { try parse("Half", .theme, "sheets") }
    }

    @Test func aWholeVariantTakesOnlyDefault() throws {
        #expect(try parse("default", .appearance, "scrollEdge", bar: .navigation) == .uikitDefault)
        #expect(throws: FieldValueError.self) {
            try parse("opaque", .appearance, "scrollEdge", bar: .navigation)
        }
    }

    @Test func storedValuesReadBack() throws {
        let colour = spec(.appearance, "standard.backgroundColor", bar: .navigation)
        let value = try FieldValueParser.parse("{brand}", for: colour)
        #expect(value.stored(for: colour) == [.reference(.palette, "brand")])
        #expect(try FieldValue.fromStored(value.stored(for: colour), spec: colour) == value)
        let sheets = spec(.theme, "sheets")
        let members = FieldValue.members(["a", "b"])
        #expect(try FieldValue.fromStored(members.stored(for: sheets), spec: sheets) == members)
    }
}
