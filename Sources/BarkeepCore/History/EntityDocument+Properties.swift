/// A document as one flat map, the common ground of field-level diffs and provenance.
extension EntityDocument {
    /// The keys a document holds besides its catalogue fields, in display order.
    public static let propertyKeys = ["name", "bar", "parent", "description"]

    /// Every property as `key: canonical text`: `name`, `bar`, `parent`, `description` and each set
    /// field by path. An unset property has no key, so "unset" and "set" never compare equal.
    public var properties: [String: String] {
        var result = fields
        result["name"] = name
        result["bar"] = bar?.rawValue
        result["parent"] = parent
        result["description"] = description
        return result
    }

    /// The keys of `properties` in display order: the entity keys first, then field paths sorted.
    static func orderedKeys<Keys: Sequence<String>>(_ keys: Keys) -> [String] {
        let present = Set(keys)
        return propertyKeys.filter(present.contains) + present.subtracting(propertyKeys).sorted()
    }
}
