@testable import BarkeepCore

/// Builds entities for tests from field texts, parsed exactly as `set` parses them.
enum Fixture {
    /// An entity of `kind` with `fields` given as `path: text`.
    static func entity(
        _ kind: EntityKind, _ name: String, bar: BarKind? = nil, parent: String? = nil,
        _ fields: KeyValuePairs<String, String> = [:]
    ) throws -> Entity {
        let catalogue = FieldCatalogue.of(kind, bar: bar)
        var values: [String: FieldValue] = [:]
        for (path, text) in fields {
            for spec in try catalogue.lookup(path) {
                values[spec.path] = try FieldValueParser.parse(text, for: spec)
            }
        }
        return Entity(kind: kind, name: name, bar: bar, parent: parent, fields: values)
    }

    /// An appearance (a navigation bar's unless said otherwise).
    static func appearance(
        _ name: String, bar: BarKind = .navigation, parent: String? = nil,
        _ fields: KeyValuePairs<String, String> = [:]
    ) throws -> Entity {
        try entity(.appearance, name, bar: bar, parent: parent, fields)
    }

    /// A palette colour.
    static func palette(_ name: String, _ fields: KeyValuePairs<String, String>) throws -> Entity {
        try entity(.palette, name, fields)
    }

    /// A resolver over exactly `entities`, bypassing every write-time check.
    static func resolver(_ entities: [Entity], lastChangeID: CatalogSnapshot.ChangeLookup? = nil) -> Resolver
    {
        Resolver(snapshot: CatalogSnapshot(entities: entities, lastChangeID: lastChangeID))
    }

    /// An opaque sRGB colour from its hex text, such as `#0A84FF`.
    static func rgba(_ hex: String) -> RGBA {
        RGBA(hexDigits: hex.dropFirst())!
    }
}
