/// Creating entities the way every caller (the CLI, an importer) needs it: a new appearance takes
/// its parent's bar, and a copy keeps its source's parent, description and fields.
extension MutationSession {
    /// Creates the `kind` named `name` with `parent`, `description` and `path=value` assignments,
    /// all checked before anything is written, and returns it. An appearance given no bar takes its
    /// parent's (`barFromParent(of:parent:)`).
    @discardableResult
    public func create(
        _ kind: EntityKind, _ name: String, bar: BarKind? = nil, parent: String? = nil,
        description: String? = nil, assignments: [String] = []
    ) throws -> Entity {
        let bar = try bar ?? barFromParent(of: kind, parent: parent)
        let description = description.map(EntityEditor.trimmed).flatMap { $0.isEmpty ? nil : $0 }
        var entity = Entity(kind: kind, name: name, bar: bar, parent: parent, description: description)
        entity = try EntityEditor.applying(assignments, to: entity)
        try create(entity)
        return entity
    }

    /// The bar a new entity of `kind` takes when none is given: an appearance's parent's bar; nil
    /// for other kinds or without a parent. The parent must exist.
    public func barFromParent(of kind: EntityKind, parent: String?) throws -> BarKind? {
        guard kind == .appearance, let parent else { return nil }
        return try entity(.appearance, parent).bar
    }

    /// Creates a copy of the `kind` named `source` under `newName` (same parent, description and
    /// fields) and returns it.
    @discardableResult
    public func copy(_ kind: EntityKind, _ source: String, to newName: String) throws -> Entity {
        var copy = try entity(kind, source)
        copy.name = newName
        try create(copy)
        return copy
    }
}
