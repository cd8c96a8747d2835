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
        forEachReference { result.append(($0, $1, $2)) }
        // The field references by path (a stable sort: a path's members keep their order).
        result[(parent == nil ? 0 : 1)...].sort { $0.path < $1.path }
        return result
    }

    /// Calls `body` with each entity this one refers to and the path that names it: the parent first,
    /// then the field references in no particular order. Only the values that can name an entity are
    /// looked at, and only members need their catalogue row (a colour reference always names a palette
    /// colour): for a walk over a whole catalog that needs no order (unused colours).
    func forEachReference(_ body: (_ kind: EntityKind, _ name: String, _ path: String) -> Void) {
        if let parent { body(kind, parent, "parent") }
        for (path, value) in fields {
            switch value {
            case .color(.reference(let name)): body(.palette, name, path)
            case .member, .members:
                guard let spec = catalogue.spec(path) else { continue }
                for reference in value.references(for: spec) { body(reference.kind, reference.name, path) }
            default: continue  // holds no reference (`FieldValue.references(for:)` is empty)
            }
        }
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
