import BarkeepRecords
import CSQLite

extension EntityRepository {
    /// Hands the entities `selection` picks to `visitor` in id order, row by row: the entity's row, its
    /// field rows (by path, then position), its end. No `Row`, record or string is made for what the
    /// visitor reads in place (paths and literals). Two queries in all, or none after the first when
    /// the one entity asked for does not exist.
    ///
    /// The entity rows are read first (a whole catalog's ids, kinds and names, which every reference
    /// then shares); the field rows follow in entity order, in the same read transaction. A field's
    /// reference and an entity's parent are found by identity among the entity rows already read, not
    /// by a join per row; only a reference out of the entities read (a kind or one entity selected),
    /// and one entity's parent, are joined. A row the schema's constraints rule out (an unknown kind, a reference to a missing
    /// entity: a file edited with its checks off) is refused as damage (`SQLITE_CORRUPT`), not trusted;
    /// a parent that does not exist is no parent.
    package func visitEntities(
        _ selection: EntitySelection, _ visitor: inout some StoredEntityVisitor
    ) throws {
        // One read transaction: the entity rows, read to the end before the field rows start, and the
        // field rows must see the same catalog.
        try connection.readTransaction { try visitRows(selection, &visitor) }
    }

    /// `visitEntities` inside its read transaction.
    private func visitRows(_ selection: EntitySelection, _ visitor: inout some StoredEntityVisitor) throws {
        let (sql, arguments) = selection.entityQuery
        let entities = try connection.statement(sql)
        var headers: [StoredEntityHeader] = []
        var parentIDs: [Int64?] = []  // the parents still to name
        try entities.withStepper(arguments) { next in
            while try next() {
                var header = try Self.header(of: entities)
                if selection.joinsParent {
                    header.parent = entities.text(at: 6)
                    parentIDs.append(nil)
                } else {
                    parentIDs.append(entities.integer(at: 4))
                }
                headers.append(header)
            }
        }
        for index in headers.indices {
            guard let parentID = parentIDs[index] else { continue }
            headers[index].parent = try Self.header(withID: parentID, in: headers)?.name ?? name(id: parentID)
        }
        let fields: Statement
        let fieldArguments: [any SQLiteBindable]
        switch selection {
        case .all:
            fields = try connection.statement(
                "SELECT entity_id, path, value, ref_id FROM field ORDER BY entity_id, path, position")
            fieldArguments = []
        case .kind:
            fields = try connection.statement(
                Self.selectFields + " JOIN entity AS owner ON owner.id = field.entity_id WHERE owner.kind = ?"
                    + " ORDER BY field.entity_id, field.path, field.position")
            fieldArguments = arguments
        case .named, .identity:
            guard let only = headers.first else { return }
            fields = try connection.statement(
                Self.selectFields + " WHERE field.entity_id = ? ORDER BY field.path, field.position")
            fieldArguments = [only.id]
        }
        let referencesAmongHeaders = selection == .all
        try fields.withStepper(fieldArguments) { nextField in
            var hasField = try nextField()
            for header in headers {
                try visitor.beginEntity(header)
                while hasField, let owner = fields.integer(at: 0), owner <= header.id {
                    if owner == header.id {
                        try visitor.field(
                            referencesAmongHeaders
                                ? Self.fieldRow(of: fields, referringAmong: headers)
                                : Self.fieldRow(joinedIn: fields))
                    }
                    hasField = try nextField()
                }
                try visitor.endEntity()
            }
        }
    }

    /// The entity row `statement` stands on (id, kind, name, bar, …, description), without its parent.
    private static func header(of statement: Statement) throws -> StoredEntityHeader {
        guard let id = statement.integer(at: 0), let kindText = statement.text(at: 1),
            let kind = EntityKind(rawValue: kindText), let name = statement.text(at: 2)
        else { throw damage("an entity row has no id, no known kind or no name", statement) }
        return StoredEntityHeader(
            id: id, kind: kind, name: name, bar: statement.text(at: 3), parent: nil,
            description: statement.text(at: 5))
    }

    /// The header with identity `id` in `headers` (sorted by id): at once where the ids run without
    /// gaps from the first (a catalog nothing was deleted from), else by binary search.
    private static func header(withID id: Int64, in headers: [StoredEntityHeader]) -> StoredEntityHeader? {
        if let first = headers.first?.id, id >= first, id - first < Int64(headers.count),
            headers[Int(id - first)].id == id
        {
            return headers[Int(id - first)]
        }
        var (low, high) = (0, headers.count)
        while low < high {
            let middle = (low + high) / 2
            if headers[middle].id == id { return headers[middle] }
            if headers[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The field row `statement` (entity id, path, value, reference id) stands on, read in place, its
    /// reference found among `headers`.
    private static func fieldRow(
        of statement: Statement, referringAmong headers: [StoredEntityHeader]
    ) throws -> StoredFieldRow {
        guard let path = statement.bytes(at: 1) else { throw damage("a field row has no path", statement) }
        if let literal = statement.bytes(at: 2) {
            return StoredFieldRow(path: path, literal: literal, reference: nil)
        }
        guard let id = statement.integer(at: 3), let target = header(withID: id, in: headers) else {
            throw missingReference(path: path, statement)
        }
        return StoredFieldRow(path: path, literal: nil, reference: (target.kind, target.name))
    }

    /// The field row `statement` (of `selectFields`, its reference joined) stands on, read in place.
    private static func fieldRow(joinedIn statement: Statement) throws -> StoredFieldRow {
        guard let path = statement.bytes(at: 1) else { throw damage("a field row has no path", statement) }
        if let literal = statement.bytes(at: 2) {
            return StoredFieldRow(path: path, literal: literal, reference: nil)
        }
        guard let kindText = statement.text(at: 3), let kind = EntityKind(rawValue: kindText),
            let name = statement.text(at: 4)
        else { throw missingReference(path: path, statement) }
        return StoredFieldRow(path: path, literal: nil, reference: (kind, name))
    }

    /// The error for a field row whose reference names no entity.
    private static func missingReference(path: UnsafeBufferPointer<UInt8>, _ statement: Statement)
        -> SQLiteError
    {
        damage(
            "field '\(String(decoding: path, as: UTF8.self))' refers to an entity that does not exist",
            statement)
    }

    /// The error for a row the schema rules out.
    private static func damage(_ message: String, _ statement: Statement) -> SQLiteError {
        SQLiteError(extendedResultCode: SQLITE_CORRUPT, message: message, sql: statement.sql)
    }
}
