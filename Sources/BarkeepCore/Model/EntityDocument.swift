import FoundationEssentials

/// An entity as a JSON document: what history stores before and after each change, and what
/// `show --json` and snapshots print. Keys are sorted and numbers canonical, so documents diff cleanly.
public struct EntityDocument: Codable, Hashable, Sendable {
    /// The entity's kind.
    public var kind: EntityKind
    /// The entity's name.
    public var name: String
    /// The bar kind, for appearances.
    public var bar: BarKind?
    /// The parent's name, if any.
    public var parent: String?
    /// The description, if any.
    public var description: String?
    /// Every set field's canonical text, by path.
    public var fields: [String: String]

    /// The document of `entity`.
    public init(_ entity: Entity) {
        kind = entity.kind
        name = entity.name
        bar = entity.bar
        parent = entity.parent
        description = entity.description
        fields = entity.fields.mapValues(\.canonicalText)
    }

    /// The entity the document describes, with every field re-validated.
    public func entity() throws -> Entity {
        let catalogue = FieldCatalogue.of(kind, bar: bar)
        var values: [String: FieldValue] = [:]
        for (path, text) in fields {
            guard let spec = catalogue.spec(path) else {
                throw CatalogError.corruptField(kind: kind, name: name, path: path)
            }
            values[path] = try FieldValueParser.parse(text, for: spec)
        }
        return Entity(
            kind: kind, name: name, bar: bar, parent: parent, description: description, fields: values)
    }

    /// The document as compact canonical JSON (``CanonicalJSON``): sorted keys, absent members left out.
    ///
    /// Written straight to text, members in their sorted order (`bar`, `description`, `fields`, `kind`,
    /// `name`, `parent`), without making the ``jsonValue`` tree: the same bytes as
    /// `CanonicalJSON.text(jsonValue, pretty: false)`, made once for every change the history records.
    public func json() -> String {
        var output = JSONText(capacity: 64 + fields.count * 48)
        output.append(literal: "{")
        if let bar { appendMember("bar", bar.rawValue, to: &output) }
        if let description { appendMember("description", description, to: &output) }
        if output.bytes.count > 1 { output.append(literal: ",") }
        output.append(literal: "\"fields\":{")
        for (index, path) in fields.keys.sorted().enumerated() {
            if index > 0 { output.append(literal: ",") }
            output.appendQuoted(path)
            output.append(literal: ":")
            output.appendQuoted(fields[path]!)
        }
        output.append(literal: "}")
        appendMember("kind", kind.rawValue, to: &output)
        appendMember("name", name, to: &output)
        if let parent { appendMember("parent", parent, to: &output) }
        output.append(literal: "}")
        return output.string
    }

    /// Appends `"key":"value"` to the compact object being written in `output`, after a comma
    /// unless it is the first member.
    private func appendMember(_ key: StaticString, _ value: String, to output: inout JSONText) {
        if output.bytes.count > 1 { output.append(literal: ",") }
        output.append(literal: "\"")
        output.append(literal: key)
        output.append(literal: "\":")
        output.appendQuoted(value)
    }

    /// The document as a JSON value: `kind`, `name`, `fields`, and `bar`, `parent`, `description` when set.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "kind": .string(kind.rawValue), "name": .string(name),
            "fields": .object(fields.mapValues(JSONValue.string)),
        ]
        members["bar"] = .optional(bar?.rawValue)
        members["parent"] = .optional(parent)
        members["description"] = .optional(description)
        return .object(members)
    }

    /// Reads a document from JSON.
    ///
    /// A document that does not decode means the history was damaged or changed outside Barkeep;
    /// the error says so in words, with the decoder's detail after it.
    public static func decode(_ json: String) throws -> EntityDocument {
        do {
            return try JSONDecoder().decode(EntityDocument.self, from: Data(json.utf8))
        } catch {
            throw CatalogError.damagedHistory(detail: "\(error)".prefix(200).description)
        }
    }
}
