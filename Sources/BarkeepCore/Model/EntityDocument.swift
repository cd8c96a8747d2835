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

    /// A document of its parts, as read from history.
    init(
        kind: EntityKind, name: String, bar: BarKind?, parent: String?, description: String?,
        fields: [String: String]
    ) {
        self.kind = kind
        self.name = name
        self.bar = bar
        self.parent = parent
        self.description = description
        self.fields = fields
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
    /// `name`, `parent`), without making a tree: made once for every change the history records.
    public func json() -> String {
        var output = JSONText(capacity: 64 + fields.count * 48)
        output.append(literal: "{")
        if let bar { appendMember("bar", bar.rawValue, to: &output) }
        if let description { appendMember("description", description, to: &output) }
        if output.count > 1 { output.append(literal: ",") }
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
        if output.count > 1 { output.append(literal: ",") }
        output.append(literal: "\"")
        output.append(literal: key)
        output.append(literal: "\":")
        output.appendQuoted(value)
    }

    /// Reads a document from JSON.
    ///
    /// A document that does not decode means the history was damaged or changed outside Barkeep;
    /// the error says so in words, naming the member that is wrong (``problem(in:)``).
    public static func decode(_ json: String) throws -> EntityDocument {
        if let node = try? JSONParser.parse(json), let document = plainDocument(node) { return document }
        guard let document = try? JSONDecoder().decode(EntityDocument.self, from: Data(json.utf8)) else {
            throw CatalogError.damagedHistory(detail: problem(in: json))
        }
        return document
    }

    /// What makes `json` no entity document, in words naming the member or field.
    static func problem(in json: String) -> String {
        let node: JSONNode
        do {
            node = try JSONParser.parse(json)
        } catch {
            return "it is not JSON (\(error))"
        }
        guard case .object = node.content else { return "it is not a JSON object" }
        for key in ["kind", "name", "fields"] where node[key] == nil { return "member '\(key)' is missing" }
        guard let kind = node["kind"]?.string, EntityKind(rawValue: kind) != nil else {
            return "member 'kind' is not one of "
                + EntityKind.allCases.map(\.rawValue).joined(separator: ", ")
        }
        guard node["name"]?.string != nil else { return "member 'name' is not text" }
        guard let fields = node["fields"]?.members else { return "member 'fields' is not an object" }
        if let field = fields.first(where: { $0.value.string == nil }) {
            return "field '\(field.key)' is not text"
        }
        for key in ["parent", "description", "bar"] {
            guard let value = node[key] else { continue }
            if case .null = value.content { continue }
            guard let text = value.string else { return "member '\(key)' is neither text nor null" }
            if key == "bar", BarKind(rawValue: text) == nil {
                return "member 'bar' is not one of "
                    + BarKind.allCases.map(\.rawValue).joined(separator: ", ")
            }
        }
        return "its members are not those of an entity document"
    }

    /// The document `node` holds when it is exactly what Barkeep writes — `kind`, `name`, `fields` of
    /// strings, and `bar`, `parent`, `description` as strings or null — read with Core's own parser: the
    /// history prints and diffs one document per change, and Foundation's decoder costs about ten times
    /// as much per document. Anything else is nil, and is decoded the ordinary way, which reports what
    /// is wrong.
    private static func plainDocument(_ node: JSONNode) -> EntityDocument? {
        guard case .object(let members) = node.content else { return nil }
        var kind: EntityKind?
        var name: String?
        var fields: [String: String]?
        var optionals: [String: String] = [:]
        for member in members {
            switch (member.key, member.value.content) {
            case ("kind", .string(let text)): kind = EntityKind(rawValue: text)
            case ("name", .string(let text)): name = text
            case ("fields", .object(let fieldMembers)):
                var values: [String: String] = [:]
                for field in fieldMembers {
                    guard case .string(let text) = field.value.content else { return nil }
                    values[field.key] = text
                }
                fields = values
            case ("bar", .null), ("parent", .null), ("description", .null): continue
            case ("bar", .string(let text)), ("parent", .string(let text)),
                ("description", .string(let text)):
                optionals[member.key] = text
            default: return nil
            }
        }
        guard let kind, let name, let fields else { return nil }
        var bar: BarKind?
        if let text = optionals["bar"] {
            guard let known = BarKind(rawValue: text) else { return nil }
            bar = known
        }
        return EntityDocument(
            kind: kind, name: name, bar: bar, parent: optionals["parent"],
            description: optionals["description"],
            fields: fields)
    }
}
