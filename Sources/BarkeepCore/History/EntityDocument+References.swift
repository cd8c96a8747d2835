/// The names a document refers to — its parent, palette colours, theme members — rewritten one by
/// one: history documents name references as they were called at the time, and restoring or
/// comparing them goes through the referenced entities' identities.
extension EntityDocument {
    /// The document with every referenced name replaced by `map(kind, name)`.
    ///
    /// A field whose stored text no longer parses is left as it is.
    func mappingReferences(_ map: (EntityKind, String) throws -> String) rethrows -> EntityDocument {
        var result = self
        if let parent { result.parent = try map(kind, parent) }
        let catalogue = FieldCatalogue.of(kind, bar: bar)
        for (path, text) in fields {
            guard let spec = catalogue.spec(path), let value = try? FieldValueParser.parse(text, for: spec)
            else { continue }
            switch (value, spec.type) {
            case (.color(.reference(let name)), _):
                result.fields[path] = "{\(try map(.palette, name))}"
            case (.member(let name), .member(let kind, _)):
                result.fields[path] = try map(kind, name)
            case (.members(let names), .members(let kind)):
                result.fields[path] = try names.map { try map(kind, $0) }.joined(separator: ",")
            default:
                continue
            }
        }
        return result
    }

    /// A document of `kind` from its flat `properties` (the inverse of `properties`).
    init(kind: EntityKind, properties: [String: String]) {
        var fields = properties
        for key in Self.propertyKeys { fields[key] = nil }
        self.kind = kind
        self.name = properties["name"] ?? ""
        self.bar = properties["bar"].flatMap(BarKind.init(rawValue:))
        self.parent = properties["parent"]
        self.description = properties["description"]
        self.fields = fields
    }
}
