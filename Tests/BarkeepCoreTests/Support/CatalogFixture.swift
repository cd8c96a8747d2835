import BarkeepCore
import BarkeepTestSupport

/// A catalog in a fresh directory, a clock that advances one second per command (starting at
/// 2026-11-29T10:15:00Z), and shorthands for the commands history tests make.
final class CatalogFixture {
    /// 2026-11-29T10:15:00Z in milliseconds.
    static let start: Int64 = 1_795_947_300_000

    let directory = TemporaryDirectory()
    let catalog: Catalog
    /// The time of the last command.
    private(set) var clock = CatalogFixture.start
    /// Who the next commands are made by.
    var actor = "ann"

    init() throws {
        catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
    }

    /// The history of the catalog.
    var history: HistoryService { catalog.history }

    /// The context of the next command, one second after the previous one.
    func context(_ command: String = "test", message: String? = nil) -> ChangeContext {
        clock += 1_000
        return ChangeContext(actor: actor, message: message, command: command, atMilliseconds: clock)
    }

    /// Creates an entity with `path=value` assignments.
    @discardableResult
    func create(
        _ kind: EntityKind, _ name: String, bar: BarKind? = nil, _ assignments: String...
    ) throws -> [Change] {
        try catalog.mutate(context("\(kind) create \(name)")) { session in
            try session.create(
                try EntityEditor.applying(assignments, to: Entity(kind: kind, name: name, bar: bar)))
            return session.changes
        }
    }

    /// Creates each entity with its `path=value` assignments, all in one command (one batch).
    func createInOneBatch(_ entities: [(entity: Entity, assignments: [String])]) throws -> [Change] {
        try catalog.mutate(context()) { session in
            for (entity, assignments) in entities {
                try session.create(try EntityEditor.applying(assignments, to: entity))
            }
            return session.changes
        }
    }

    /// Sets fields of an entity.
    @discardableResult
    func set(
        _ kind: EntityKind, _ name: String, _ assignments: String..., message: String? = nil
    ) throws -> [Change] {
        try catalog.mutate(context("\(kind) set \(name)", message: message)) { session in
            try session.update(
                kind, name, to: try EntityEditor.applying(assignments, to: try session.entity(kind, name)))
            return session.changes
        }
    }

    /// Unsets fields of an entity.
    @discardableResult
    func unset(_ kind: EntityKind, _ name: String, _ paths: String...) throws -> [Change] {
        try catalog.mutate(context("\(kind) unset \(name)")) { session in
            try session.update(
                kind, name, to: try EntityEditor.unsetting(paths, from: try session.entity(kind, name)))
            return session.changes
        }
    }

    /// Renames an entity.
    @discardableResult
    func rename(_ kind: EntityKind, _ name: String, to newName: String) throws -> [Change] {
        try catalog.mutate(context("\(kind) rename \(name) \(newName)")) { session in
            try session.rename(kind, name, to: newName)
            return session.changes
        }
    }

    /// Deletes an entity.
    @discardableResult
    func delete(_ kind: EntityKind, _ name: String) throws -> [Change] {
        try catalog.mutate(context("\(kind) delete \(name)")) { session in
            try session.delete(kind, name)
            return session.changes
        }
    }

    /// Every current entity's document, sorted by kind and name.
    func documents() throws -> [EntityDocument] {
        try catalog.entities().map(EntityDocument.init)
    }
}
