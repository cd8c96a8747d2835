internal import BarkeepStore

/// Makes `Entity` values from the rows `EntityRepository.visitEntities` reads: the one way Core reads
/// stored entities, a whole catalog, one kind or one entity (``EntityRepository/loadEntity(_:)``). A
/// path outside the entity's catalogue is a `corruptField`, a value its field cannot hold the
/// `FieldValueError` of parsing it.
///
/// Each path is looked up by its bytes (``FieldCatalogue/spec(utf8:)``) and each value parsed from its
/// row (`FieldValue.fromStored(_:spec:)` for a `StoredFieldRow`), so no string is made for a path, nor
/// for a hex colour; only a list of theme members, which spans rows, is gathered before it is parsed.
struct EntityLoader: StoredEntityVisitor {
    /// The entities read so far, in the order read (by id).
    private(set) var entities: [Entity] = []
    /// The identity of each of ``entities``, in the same order.
    private(set) var identities: [Int64] = []
    /// The entities that could not be read, with the error of each, in the order read: kept only when
    /// ``keepsFailures`` (`barkeep check` reports each); otherwise the first is thrown.
    private(set) var failures: [(id: Int64, kind: EntityKind, name: String, error: any Error)] = []
    /// Keeps only appearances of this bar, when given.
    private let bar: BarKind?
    /// Whether an entity that cannot be read goes to ``failures`` rather than being thrown.
    private let keepsFailures: Bool
    /// The identity of the entity being read, and the entity made of its rows so far.
    private var current: (id: Int64, entity: Entity)?
    /// The catalogue of the entity being read (the previous entity's, when of the same kind and bar).
    private var catalogue = FieldCatalogue.of(.palette)
    /// The kind and bar `catalogue` is for.
    private var catalogueKind: (kind: EntityKind, bar: BarKind?) = (.palette, nil)
    /// The path of the last field row of the entity being read: a row with the same path continues that
    /// field (the next member of a list).
    private var lastPath: String?
    /// The fields of the entity being read, by path, in row order: made into the entity's dictionary at
    /// its end, at its final size (growing it field by field rehashes it at 2, 4 and 8 fields).
    private var fields: [(path: String, value: FieldValue)] = []
    /// The field spanning rows being gathered (theme members): its row of the catalogue and its values.
    private var pendingList: (spec: FieldSpec, values: [StoredValue])?

    /// A loader keeping every entity read, or only the appearances of `bar` when given; with
    /// `keepsFailures`, the entities that cannot be read go to ``failures`` and the others are read on.
    init(bar: BarKind? = nil, keepsFailures: Bool = false) {
        self.bar = bar
        self.keepsFailures = keepsFailures
    }

    mutating func beginEntity(_ header: StoredEntityHeader) throws {
        let bar = header.bar.flatMap(BarKind.init(rawValue:))
        if catalogueKind.kind != header.kind || catalogueKind.bar != bar {
            catalogue = FieldCatalogue.of(header.kind, bar: bar)
            catalogueKind = (header.kind, bar)
        }
        current = (
            header.id,
            Entity(
                kind: header.kind, name: header.name, bar: bar, parent: header.parent,
                description: header.description)
        )
        lastPath = nil
        fields.removeAll(keepingCapacity: true)
    }

    mutating func field(_ row: StoredFieldRow) throws {
        guard current != nil else { return }  // an entity that could not be read: its rows are passed over
        do {
            try read(row)
        } catch let error where keepsFailures {
            fail(error)
        }
    }

    /// Adds one field row to the entity being read.
    private mutating func read(_ row: StoredFieldRow) throws {
        guard let entity = current.map({ (kind: $0.entity.kind, name: $0.entity.name) }) else { return }
        let spec: FieldSpec
        if let found = catalogue.spec(utf8: row.path) {
            // The catalogue's own path string: equal to the last one at once when it is the same row.
            if found.path == lastPath { return continueField(row) }
            spec = found
            try finishPendingList()
            lastPath = found.path
        } else {
            let path = String(decoding: row.path, as: UTF8.self)
            if path == lastPath { return continueField(row) }
            try finishPendingList()
            guard let found = catalogue.spec(path) else {
                throw CatalogError.corruptField(kind: entity.kind, name: entity.name, path: path)
            }
            spec = found
            lastPath = path
        }
        switch spec.type {
        case .member, .members:
            pendingList = (spec, [row.storedValue])
        default:
            // Keyed by the catalogue's own path string, which every entity then shares.
            let value = try CatalogError.readingStored(entity.kind, entity.name, spec.path) {
                () throws(FieldValueError) in try FieldValue.fromStored(row, spec: spec)
            }
            fields.append((spec.path, value))
        }
    }

    /// Adds a row continuing the last field (a path's rows, in position order): the next member of a
    /// list; a field of one value reads its first row only.
    private mutating func continueField(_ row: StoredFieldRow) {
        pendingList?.values.append(row.storedValue)
    }

    mutating func endEntity() throws {
        do {
            try finishPendingList()
        } catch let error where keepsFailures {
            fail(error)
        }
        guard let id = current?.id, var entity = current?.entity else { return }
        current = nil
        guard bar == nil || entity.bar == bar else { return }
        entity.fields.reserveCapacity(fields.count)
        for (path, value) in fields { entity.fields[path] = value }
        entities.append(entity)
        identities.append(id)
    }

    /// Gives up the entity being read, keeping it in ``failures`` with `error`.
    private mutating func fail(_ error: any Error) {
        if let (id, entity) = current { failures.append((id, entity.kind, entity.name, error)) }
        current = nil
        pendingList = nil
    }

    /// Parses the gathered list of theme members into its field.
    private mutating func finishPendingList() throws {
        guard let (spec, values) = pendingList else { return }
        pendingList = nil
        guard let entity = current?.entity else { return }
        let value = try CatalogError.readingStored(entity.kind, entity.name, spec.path) {
            () throws(FieldValueError) in try FieldValue.fromStored(values, spec: spec)
        }
        fields.append((spec.path, value))
    }

    /// The entities read, sorted by kind (palette first) and then by name, as `Catalog.entities` returns
    /// them: the same order as sorting every entity by `(kind, name)`, from kind buckets sorted alone.
    func sortedEntities() -> [Entity] {
        let kinds = EntityKind.allCases
        var buckets = [[Entity]](repeating: [], count: kinds.count)
        for entity in entities {
            buckets[kinds.firstIndex(of: entity.kind) ?? 0].append(entity)
        }
        var sorted: [Entity] = []
        sorted.reserveCapacity(entities.count)
        for bucket in buckets {
            sorted += bucket.sorted { $0.name < $1.name }
        }
        return sorted
    }
}
