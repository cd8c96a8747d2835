import BarkeepCore

/// An entity document as `show --json` and the mutating commands' `--json` print it: every key
/// present, `null` when unset (`bar`, `parent`, `description`), keys sorted by the JSON encoder.
struct EntityDocumentJSON: Encodable {
    /// The document.
    let document: EntityDocument
    /// The instant `show --at` read the entity at, echoed so a relative time (`yesterday`) is pinned.
    let at: PointInTime?

    /// The document of `entity`, as it was at `at` when given.
    init(_ entity: Entity, at: PointInTime? = nil) {
        document = EntityDocument(entity)
        self.at = at
    }

    /// The keys, as in `EntityDocument`.
    private enum CodingKeys: String, CodingKey {
        case kind, name, bar, parent, description, fields, at
    }

    /// Encodes every key of the document, with `null` for an unset one, and `at` when given.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(document.kind, forKey: .kind)
        try container.encode(document.name, forKey: .name)
        try container.encode(document.bar, forKey: .bar)
        try container.encode(document.parent, forKey: .parent)
        try container.encode(document.description, forKey: .description)
        try container.encode(document.fields, forKey: .fields)
        try container.encodeIfPresent(at?.description, forKey: .at)
    }
}
