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

    /// The `WHERE` clause of the entity rows selected, and its arguments.
    var entityCondition: (sql: String, arguments: [any SQLiteBindable]) {
        switch self {
        case .all: ("", [])
        case .kind(let kind): (" WHERE kind = ?", [kind.rawValue])
        case .named(let kind, let name): (" WHERE kind = ? AND name = ?", [kind.rawValue, name])
        case .identity(let id): (" WHERE id = ?", [id])
        }
    }
}
