import Testing

@testable import BarkeepCore

/// Every field of every catalogue reads back exactly what it wrote: text → value → canonical text →
/// the same value, and value → stored form → the same value.
@Suite struct CanonicalRoundTripTests {
    /// Sample texts a field of `type` accepts, in non-canonical spellings where there are any.
    static func samples(for type: ValueType) -> [String] {
        switch type {
        case .color:
            return ["#abc", "#0a84ff", "#0A84FF80", "clear", "system:systemBlue", "system:white", "{brand}"]
        case .image:
            return [
                "asset:Logo", "symbol:chevron.left", "none", "empty", "color:#FF0000",
                "color:system:separator",
                "symbol:chevron.left;template;size=17;weight=semibold;scale=large",
                "asset:Bar;insets=1,2,3,4;caps=0,8,0,8", "asset:Back;size=24x24",
                "color:#000000;alpha=0.5;size=1x0.5",
            ]
        case .number(let range, _):
            return [range.lowerBound, range.upperBound, (range.lowerBound + range.upperBound) / 2]
                .map { NumberFormatting.canonical($0) } + ["\(range.lowerBound + 0.25)"]
        case .choice(let choices): return choices.cases + choices.aliases.keys.sorted()
        case .bool: return ["true", "false"]
        case .text: return ["Nunito-Bold", "New Item", "Ünïcödé ✓"]
        case .detents: return ["medium", "large,medium", "compact:height(320.0),fraction(0.50),large"]
        case .detentIdentifier: return ["medium", "large", "compact"]
        case .backgroundInteraction:
            return ["automatic", "enabled", "disabled", "upThrough:medium", "upThrough:compact"]
        case .toolbarItems:
            return ["cancellationAction:Cancel", "cancellationAction:Cancel,primaryAction:Add:plus"]
        case .platforms: return ["iOS", "macOS,watchOS,iOS"]
        case .version: return ["13.0", "16.4", "17.0.1"]
        case .member: return ["base"]
        case .members: return ["half", "half,full"]
        case .wholeVariant: return []
        case .swiftTypeNames: return ["SettingsViewController", "Onboarding.Container,_Modal2"]
        }
    }

    static let catalogues: [FieldCatalogue] =
        BarKind.allCases.map { FieldCatalogue.of(.appearance, bar: $0) }
        + [EntityKind.palette, .layout, .sheet, .toolbar, .theme].map { FieldCatalogue.of($0) }

    @Test(arguments: catalogues.indices)
    func everyFieldRoundTrips(index: Int) throws {
        let catalogue = Self.catalogues[index]
        var checked = 0
        for spec in catalogue.specs {
            var texts = Self.samples(for: spec.type) + (spec.acceptsDefault ? ["default"] : [])
            // A legacy value is for iOS before 13, which has no SF Symbols.
            if case .legacyValue = spec.uikitTarget { texts.removeAll { $0.hasPrefix("symbol:") } }
            for text in texts {
                let value = try FieldValueParser.parse(text, for: spec)
                let canonical = value.canonicalText
                #expect(try FieldValueParser.parse(canonical, for: spec) == value, "\(spec.path)=\(text)")
                #expect(
                    try FieldValue.fromStored(value.stored(for: spec), spec: spec) == value, "\(spec.path)")
                #expect(try FieldValueParser.parse(canonical, for: spec).canonicalText == canonical)
                checked += 1
            }
        }
        #expect(checked >= catalogue.specs.count)
    }

    @Test func documentsRoundTripThroughJSON() throws {
        let entity = try EntityEditor.applying(
            [
                "standard.backgroundColor={brand}", "standard.title.size=17.5", "scrollEdge=default",
                "bar.prefersLargeTitles=true", "description=Line one\nline \"two\" </script>",
            ], to: Entity(kind: .appearance, name: "base", bar: .navigation, parent: "root"))
        let document = EntityDocument(entity)
        let decoded = try EntityDocument.decode(document.json())
        #expect(decoded == document)
        #expect(try decoded.entity() == entity)
    }
}
