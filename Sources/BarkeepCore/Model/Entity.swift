internal import BarkeepStore

/// A catalog entity with validated, typed fields.
public struct Entity: Hashable, Sendable {
    /// The entity's kind.
    public var kind: EntityKind
    /// The unique name within its kind.
    public var name: String
    /// The bar kind, for appearances.
    public var bar: BarKind?
    /// The parent's name, if any.
    public var parent: String?
    /// The description, if any.
    public var description: String?
    /// The fields it sets, by full path; an absent path is unset (inherits).
    public var fields: [String: FieldValue]

    /// Creates an entity.
    public init(
        kind: EntityKind, name: String, bar: BarKind? = nil, parent: String? = nil,
        description: String? = nil,
        fields: [String: FieldValue] = [:]
    ) {
        self.kind = kind
        self.name = name
        self.bar = bar
        self.parent = parent
        self.description = description
        self.fields = fields
    }

    /// The catalogue of fields this entity may set.
    public var catalogue: FieldCatalogue { .of(kind, bar: bar) }

    /// Every entity this one refers to: parent first, then field references by path.
    public var references: [(kind: EntityKind, name: String, path: String)] {
        var result: [(kind: EntityKind, name: String, path: String)] = []
        if let parent { result.append((kind, parent, "parent")) }
        // Only the few values that can name an entity are looked up and sorted, not every path.
        var naming: [(path: String, value: FieldValue)] = []
        for (path, value) in fields where value.canNameAnEntity { naming.append((path, value)) }
        naming.sort { $0.path < $1.path }
        for (path, value) in naming {
            // A colour reference names a palette colour whatever its row; members need the row's kind.
            if case .color(.reference(let name)) = value {
                result.append((.palette, name, path))
                continue
            }
            guard let spec = catalogue.spec(path) else { continue }
            for reference in value.references(for: spec) {
                result.append((reference.kind, reference.name, path))
            }
        }
        return result
    }

    /// Reads a stored record, parsing every field against the catalogue.
    init(record: EntityRecord) throws {
        let bar = record.bar.flatMap(BarKind.init(rawValue:))
        let catalogue = FieldCatalogue.of(record.kind, bar: bar)
        var fields: [String: FieldValue] = [:]
        for field in record.fields {
            guard let spec = catalogue.spec(field.path) else {
                throw CatalogError.corruptField(kind: record.kind, name: record.name, path: field.path)
            }
            // Keyed by the catalogue's own path string, which every entity then shares.
            fields[spec.path] = try FieldValue.fromStored(field.values, spec: spec)
        }
        self.init(
            kind: record.kind, name: record.name, bar: bar, parent: record.parent,
            description: record.description,
            fields: fields)
    }

    /// The record to store, with identity `id`.
    func record(id: Int64?) -> EntityRecord {
        let catalogue = self.catalogue
        let fieldRecords = fields.keys.sorted().map { path in
            FieldRecord(path: path, values: fields[path]!.stored(for: catalogue.spec(path)!))
        }
        return EntityRecord(
            id: id, kind: kind, name: name, bar: bar?.rawValue, parent: parent, description: description,
            fields: fieldRecords)
    }
}
