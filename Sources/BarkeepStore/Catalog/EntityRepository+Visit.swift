import BarkeepVocabulary
import CSQLite

extension EntityRepository {
    /// Hands every entity (of `kind`, when given) to `visitor` in id order, row by row: the entity's
    /// row, its field rows (by path, then position), its end. The entity and field queries are stepped
    /// side by side as in ``forEachRecord(kind:_:)``, but no `Row`, record or string is made for what the
    /// visitor reads in place (paths and literals). Two queries in all.
    ///
    /// A row the schema's constraints rule out (an unknown kind, a reference to a missing entity: a
    /// file edited with its checks off) is refused as damage (`SQLITE_CORRUPT`), not trusted.
    public func visitEntities(kind: EntityKind? = nil, _ visitor: inout some StoredEntityVisitor) throws {
        let arguments: [any SQLiteBindable] = kind.map { [$0.rawValue] } ?? []
        let entities = try connection.statement(
            Self.selectEntities + (kind == nil ? "" : " WHERE entity.kind = ?") + " ORDER BY entity.id")
        let fields = try connection.statement(
            Self.selectFields
                + (kind == nil
                    ? "" : " JOIN entity AS owner ON owner.id = field.entity_id WHERE owner.kind = ?")
                + " ORDER BY field.entity_id, field.path, field.position")
        try entities.withStepper(arguments) { nextEntity in
            try fields.withStepper(arguments) { nextField in
                var hasField = try nextField()
                while try nextEntity() {
                    let header = try Self.header(of: entities)
                    try visitor.beginEntity(header)
                    while hasField, let owner = fields.integer(at: 0), owner <= header.id {
                        if owner == header.id { try visitor.field(Self.fieldRow(of: fields)) }
                        hasField = try nextField()
                    }
                    try visitor.endEntity()
                }
            }
        }
    }

    /// The entity row `statement` (of `selectEntities`) stands on.
    private static func header(of statement: Statement) throws -> StoredEntityHeader {
        guard let id = statement.integer(at: 0), let kindText = statement.text(at: 1),
            let kind = EntityKind(rawValue: kindText), let name = statement.text(at: 2)
        else { throw damage("an entity row has no id, no known kind or no name", statement) }
        return StoredEntityHeader(
            id: id, kind: kind, name: name, bar: statement.text(at: 3), parent: statement.text(at: 4),
            description: statement.text(at: 5))
    }

    /// The field row `statement` (of `selectFields`) stands on, read in place.
    private static func fieldRow(of statement: Statement) throws -> StoredFieldRow {
        guard let path = statement.bytes(at: 1) else { throw damage("a field row has no path", statement) }
        if let literal = statement.bytes(at: 2) {
            return StoredFieldRow(path: path, literal: literal, reference: nil)
        }
        guard let kindText = statement.text(at: 3), let kind = EntityKind(rawValue: kindText),
            let name = statement.text(at: 4)
        else {
            throw damage(
                "field '\(String(decoding: path, as: UTF8.self))' refers to an entity that does not exist",
                statement)
        }
        return StoredFieldRow(path: path, literal: nil, reference: (kind, name))
    }

    /// The error for a row the schema rules out.
    private static func damage(_ message: String, _ statement: Statement) -> SQLiteError {
        SQLiteError(extendedResultCode: SQLITE_CORRUPT, message: message, sql: statement.sql)
    }
}
