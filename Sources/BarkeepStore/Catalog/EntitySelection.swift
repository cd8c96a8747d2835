import BarkeepRecords

/// Which entities `EntityRepository.visitEntities` reads: the whole catalog, one kind, or one entity.
package enum EntitySelection: Hashable, Sendable {
    /// Every entity.
    case all
    /// Every entity of a kind.
    case kind(EntityKind)
    /// The entity of a kind with a name, if it exists.
    case named(EntityKind, String)
    /// The entity with an identity, if it exists.
    case identity(Int64)

    /// The query of the entity rows selected, in id order, and its arguments: id, kind, name, bar, parent
    /// id and description, and for one entity its parent's name, joined.
    var entityQuery: (sql: String, arguments: [any SQLiteBindable]) {
        let columns = "SELECT id, kind, name, bar, parent_id, description FROM entity"
        let joined = """
            SELECT entity.id, entity.kind, entity.name, entity.bar, entity.parent_id, entity.description,
                   parent.name
            FROM entity LEFT JOIN entity AS parent ON parent.id = entity.parent_id
            """
        return switch self {
        case .all: (columns + " ORDER BY id", [])
        case .kind(let kind): (columns + " WHERE kind = ? ORDER BY id", [kind.rawValue])
        case .named(let kind, let name):
            (joined + " WHERE entity.kind = ? AND entity.name = ?", [kind.rawValue, name])
        case .identity(let id): (joined + " WHERE entity.id = ?", [id])
        }
    }

    /// Whether ``entityQuery`` joins the parent's name: one entity, whose parent is not among the rows read.
    var joinsParent: Bool {
        switch self {
        case .all, .kind: false
        case .named, .identity: true
        }
    }
}
