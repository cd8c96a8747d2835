/// A document as one flat map, the common ground of field-level diffs and provenance.
extension EntityDocument {
    /// The keys a document holds besides its catalogue fields, in display order.
    package static let propertyKeys = ["name", "bar", "parent", "description"]

    /// Every property as `key: canonical text`: `name`, `bar`, `parent`, `description` and each set
    /// field by path. An unset property has no key, so "unset" and "set" never compare equal.
    package var properties: [String: String] {
        var result = fields
        result["name"] = name
        result["bar"] = bar?.rawValue
        result["parent"] = parent
        result["description"] = description
        return result
    }

    /// The `properties` of the document stored as `json`, read with Core's own parser: provenance
    /// compares them for every change it walks, and Foundation's decoder costs far more per document.
    /// Anything but a plain document (a damaged one, say) is decoded the ordinary way, which
    /// reports what is wrong.
    static func properties(ofJSON json: String) throws -> [String: String] {
        guard let node = try? JSONParser.parse(json), case .object(let members) = node.content else {
            return try decode(json).properties
        }
        var result: [String: String] = [:]
        for member in members {
            switch (member.key, member.value.content) {
            case ("fields", .object(let fields)):
                for field in fields {
                    guard case .string(let text) = field.value.content else {
                        return try decode(json).properties
                    }
                    result[field.key] = text
                }
            case ("kind", .string), (_, .null):
                continue
            case (let key, .string(let text)) where propertyKeys.contains(key):
                result[key] = text
            default:
                return try decode(json).properties
            }
        }
        return result
    }

    /// The keys of `properties` in display order: the entity keys first, then field paths sorted.
    static func orderedKeys<Keys: Sequence<String>>(_ keys: Keys) -> [String] {
        let present = Set(keys)
        return propertyKeys.filter(present.contains) + present.subtracting(propertyKeys).sorted()
    }
}
