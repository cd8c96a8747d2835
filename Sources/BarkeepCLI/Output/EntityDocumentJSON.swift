import BarkeepCore

/// An entity document as `show --json` and the mutating commands' `--json` print it: every key
/// present, `null` when unset (`bar`, `parent`, `description`), keys sorted by the JSON encoder.
struct EntityDocumentJSON: Encodable {
    /// The document.
    let document: EntityDocument

    /// The document of `entity`.
    init(_ entity: Entity) {
        document = EntityDocument(entity)
    }

    /// The keys, as in `EntityDocument`.
    private enum CodingKeys: String, CodingKey {
        case kind, name, bar, parent, description, fields
    }

    /// Encodes every key, with `null` for an unset one.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(document.kind, forKey: .kind)
        try container.encode(document.name, forKey: .name)
        try container.encode(document.bar, forKey: .bar)
        try container.encode(document.parent, forKey: .parent)
        try container.encode(document.description, forKey: .description)
        try container.encode(document.fields, forKey: .fields)
    }
}
