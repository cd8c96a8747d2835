import BarkeepRecords

/// Writes `EntityRecord` values to the `entity` and `field` tables, and reads the tables back row by row
/// (`visitEntities`).
package struct EntityRepository {
    /// The connection the repository reads and writes through.
    let connection: Connection

    /// Creates a repository over `connection`.
    package init(connection: Connection) {
        self.connection = connection
    }

    /// The field rows with the kind and name of the entity each reference row points at.
    static let selectFields = """
        SELECT field.entity_id, field.path, field.value, target.kind, target.name
        FROM field LEFT JOIN entity AS target ON target.id = field.ref_id
        """

    /// The identity of the entity of `kind` named `name`, if it exists.
    package func id(kind: EntityKind, name: String) throws -> Int64? {
        try connection.firstRow("SELECT id FROM entity WHERE kind = ? AND name = ?", [kind.rawValue, name])?
            .integer(0)
    }

    /// The names of the entities of `kind`, sorted: the candidates of a "did you mean" suggestion.
    package func names(kind: EntityKind) throws -> [String] {
        try connection.rows("SELECT name FROM entity WHERE kind = ? ORDER BY name", [kind.rawValue])
            .compactMap { $0.text(0) }
    }

    /// The names of the entities of `kind` that start with `prefix` and are `letters` once every `-`
    /// and `.` is taken out, sorted: the candidates for one Swift name. The prefix is a range of the
    /// `(kind, name)` index; the letters are compared only within it.
    package func names(kind: EntityKind, prefix: String, letters: String) throws -> [String] {
        try connection.rows(
            """
            SELECT name FROM entity
            WHERE kind = ? AND name >= ? AND name < ? AND replace(replace(name, '-', ''), '.', '') = ?
            ORDER BY name
            """, [kind.rawValue, prefix, prefix + "\u{7F}", letters]
        ).compactMap { $0.text(0) }
    }

    /// The current name of the entity with identity `id`, if it exists.
    package func name(id: Int64) throws -> String? {
        try connection.firstRow("SELECT name FROM entity WHERE id = ?", [id])?.text(0)
    }

    /// Stores a new entity and returns its identity (the record's own, when it has one: restore).
    ///
    /// `knownIdentity` gives the identities of entities the caller has already read (the parent, the
    /// palette colours referred to), so they are not looked up again; those it does not know are.
    @discardableResult
    package func insert(
        _ record: EntityRecord, knownIdentity: (EntityKind, String) -> Int64? = { _, _ in nil }
    ) throws -> Int64 {
        try connection.execute(Self.insertEntityRows[1], try entityRow(record, knownIdentity: knownIdentity))
        let id = record.id ?? connection.lastInsertedRowID
        try insertFields(of: [(id, record.fields)], knownIdentity: knownIdentity)
        return id
    }

    /// Stores new entities whose identities the caller has assigned (``nextIdentity()`` onwards), in
    /// order, up to ``entityRowsPerInsert`` to an `INSERT`: a bulk write. The entity rows go first,
    /// then their field rows, several entities' to an `INSERT`; a parent or a referenced entity must
    /// come before the entities that name it (or be stored already). The rows are those that
    /// ``insert(_:knownIdentity:)`` of each record in turn stores, `rowid`s of field rows included.
    ///
    /// Several rows to a statement spare each row a statement run of its own (resetting, binding,
    /// starting the program, a statement journal): an import of 11,400 entities ran 11,400 entity and
    /// 11,400 field `INSERT`s one entity at a time, and runs 357 and about 1,400 this way.
    package func insert(
        assigned records: [EntityRecord], knownIdentity: (EntityKind, String) -> Int64? = { _, _ in nil }
    ) throws {
        var start = records.startIndex
        while start < records.endIndex {
            let end = min(start + Self.entityRowsPerInsert, records.endIndex)
            var arguments: [any SQLiteBindable] = []
            arguments.reserveCapacity(Self.entityColumns * (end - start))
            for record in records[start..<end] {
                precondition(record.id != nil, "an assigned identity")
                arguments += try entityRow(record, knownIdentity: knownIdentity)
            }
            try connection.execute(Self.insertEntityRows[end - start], arguments)
            start = end
        }
        try insertFields(of: records.lazy.map { ($0.id!, $0.fields) }, knownIdentity: knownIdentity)
    }

    /// The identity SQLite would give the next entity it stores: one past the largest it has handed
    /// out (`AUTOINCREMENT` never reuses one, even of a deleted entity) or stored.
    package func nextIdentity() throws -> Int64 {
        try connection.firstRow(
            """
            SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'entity'), 0),
                       coalesce((SELECT max(id) FROM entity), 0)) + 1
            """)!.integer(0)!
    }

    /// The values of `record`'s entity row, in ``insertEntityRows``' column order.
    private func entityRow(
        _ record: EntityRecord, knownIdentity: (EntityKind, String) -> Int64?
    ) throws -> [any SQLiteBindable] {
        let parentID = try record.parent.map {
            try knownIdentity(record.kind, $0) ?? requireID(kind: record.kind, name: $0)
        }
        return [record.id, record.kind.rawValue, record.name, record.bar, parentID, record.description]
    }

    /// The columns of one entity row an insert binds.
    private static let entityColumns = 6

    /// The most entity rows one `INSERT` writes.
    package static let entityRowsPerInsert = 32

    /// The `INSERT` of n entity rows, by n (index 0 unused).
    private static let insertEntityRows: [String] = (0...entityRowsPerInsert).map { rows in
        "INSERT INTO entity (id, kind, name, bar, parent_id, description) VALUES "
            + Array(repeating: "(?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
    }

    /// Overwrites the stored entity with identity `record.id` by `record`: name, parent,
    /// description and the whole field set.
    package func update(_ record: EntityRecord) throws {
        guard let id = record.id else { throw StoreError.notFound(kind: record.kind, name: record.name) }
        let parentID = try record.parent.map { try requireID(kind: record.kind, name: $0) }
        try connection.execute(
            "UPDATE entity SET name = ?, parent_id = ?, description = ? WHERE id = ?",
            [record.name, parentID, record.description, id])
        try connection.execute("DELETE FROM field WHERE entity_id = ?", [id])
        try insertFields(of: [(id, record.fields)])
    }

    /// Removes the entity with identity `id` and its fields.
    package func delete(id: Int64) throws {
        try connection.execute("DELETE FROM entity WHERE id = ?", [id])
    }

    /// Every entity that refers to the entity with identity `id`, sorted.
    package func referrers(of id: Int64) throws -> [Referrer] {
        let children = try connection.rows("SELECT kind, name FROM entity WHERE parent_id = ?", [id])
            .map { Referrer(kind: EntityKind(rawValue: $0.text(0)!)!, name: $0.text(1)!, path: nil) }
        let fields = try connection.rows(
            """
            SELECT DISTINCT owner.kind, owner.name, field.path
            FROM field JOIN entity AS owner ON owner.id = field.entity_id
            WHERE field.ref_id = ?
            """, [id]
        ).map {
            Referrer(kind: EntityKind(rawValue: $0.text(0)!)!, name: $0.text(1)!, path: $0.text(2))
        }
        return (children + fields).sorted {
            ($0.kind, $0.name, $0.path ?? "") < ($1.kind, $1.name, $1.path ?? "")
        }
    }

    /// The identity of a referenced entity, or a `missingReference` error.
    private func requireID(kind: EntityKind, name: String) throws -> Int64 {
        guard let id = try id(kind: kind, name: name) else {
            throw StoreError.missingReference(kind: kind, name: name)
        }
        return id
    }

    /// Inserts the fields of each entity `owners` names, in order, up to ``fieldRowsPerInsert`` rows
    /// per `INSERT` (an entity's usually in one); references `knownIdentity` knows are not looked up.
    private func insertFields(
        of owners: some Sequence<(entityID: Int64, fields: [FieldRecord])>,
        knownIdentity: (EntityKind, String) -> Int64? = { _, _ in nil }
    ) throws {
        var arguments: [any SQLiteBindable] = []
        arguments.reserveCapacity(Self.fieldColumns * Self.fieldRowsPerInsert)
        for (entityID, fields) in owners {
            for field in fields {
                for (position, value) in field.values.enumerated() {
                    let literal: String?
                    let referenceID: Int64?
                    switch value {
                    case .literal(let text):
                        (literal, referenceID) = (text, nil)
                    case .reference(let kind, let name):
                        (literal, referenceID) = (
                            nil, try knownIdentity(kind, name) ?? requireID(kind: kind, name: name)
                        )
                    }
                    arguments += [entityID, field.path, position, literal, referenceID]
                    if arguments.count == Self.fieldColumns * Self.fieldRowsPerInsert {
                        try connection.execute(Self.insertFieldRows[Self.fieldRowsPerInsert], arguments)
                        arguments.removeAll(keepingCapacity: true)
                    }
                }
            }
        }
        guard !arguments.isEmpty else { return }
        try connection.execute(Self.insertFieldRows[arguments.count / Self.fieldColumns], arguments)
    }

    /// The columns of one field row an insert binds.
    private static let fieldColumns = 5

    /// The most field rows one `INSERT` writes (5 parameters each, far below SQLite's limit).
    static let fieldRowsPerInsert = 32

    /// The `INSERT` of n field rows, by n (index 0 unused): one statement per entity spares the
    /// per-row reset and binding of a statement run for each field value.
    private static let insertFieldRows: [String] = (0...fieldRowsPerInsert).map { rows in
        "INSERT INTO field (entity_id, path, position, value, ref_id) VALUES "
            + Array(repeating: "(?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
    }
}
