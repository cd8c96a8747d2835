/// Checks an entity against the catalog before it is written: name, bar, parent chain, required
/// fields, references and palette alias loops.
struct EntityValidator {
    /// Looks up the stored entity of a kind and name (inside the write transaction). Validation reads
    /// an entity's bar and parent, and the fields of a palette colour only (its aliases): an entity of
    /// another kind may come without its fields.
    let find: (EntityKind, String) throws -> Entity?
    /// Whether the entity of a kind and name was created by this session, its whole parent chain
    /// checked then, with nothing updated or deleted since: the walk up a new entity's chain stops
    /// there (an import checked each appearance's twenty ancestors again for each).
    var hasCheckedChain: (EntityKind, String) -> Bool = { _, _ in false }

    /// Throws the first problem with storing `entity`; `identity` is its current stored name when
    /// it already exists (so a loop back to it is seen as a loop).
    func validate(_ entity: Entity, identity: String?) throws {
        if let problem = EntityNameRule.problem(with: entity.name) {
            throw CatalogError.invalidName(kind: entity.kind, problem: problem)
        }
        if entity.kind == .appearance, entity.bar == nil { throw CatalogError.missingBar(name: entity.name) }
        if entity.kind != .appearance, entity.bar != nil {
            throw CatalogError.barNotAllowed(kind: entity.kind, name: entity.name)
        }
        if let description = entity.description, let problem = FreeText.problem(with: description) {
            throw CatalogError.invalidValue(
                kind: entity.kind, name: entity.name, path: "description", problem: problem)
        }
        for (path, value) in entity.fields {
            guard case .text(let text) = value, let problem = FreeText.problem(with: text) else { continue }
            throw CatalogError.invalidValue(
                kind: entity.kind, name: entity.name, path: path, problem: problem)
        }
        if let spec = entity.catalogue.firstMissing(in: entity.fields) {
            throw CatalogError.missingRequired(kind: entity.kind, name: entity.name, path: spec.path)
        }
        try validateParent(entity, identity: identity)
        try validateReferences(entity, identity: identity)
        if entity.kind == .palette { try validateAliases(entity, identity: identity) }
    }

    /// The parent exists, is of the same kind and bar, and does not close a loop.
    private func validateParent(_ entity: Entity, identity: String?) throws {
        guard let parent = entity.parent else { return }
        guard entity.kind.inherits else {
            throw CatalogError.invalidValue(
                kind: entity.kind, name: entity.name, path: "parent",
                problem: "palette colours do not inherit; refer to another colour with {name} instead")
        }
        var chain = [entity.name]
        var current: String? = parent
        while let name = current {
            chain.append(name)
            if name == entity.name || name == identity {
                throw CatalogError.parentCycle(kind: entity.kind, names: chain)
            }
            guard let stored = try find(entity.kind, name) else {
                throw CatalogError.missingReference(
                    kind: entity.kind, name: entity.name, path: "parent", target: entity.kind,
                    targetName: name)
            }
            if name == parent, let bar = entity.bar, let actual = stored.bar, actual != bar {
                throw CatalogError.wrongBar(
                    kind: entity.kind, name: entity.name, path: "parent", target: name, expected: bar,
                    actual: actual)
            }
            // A new entity (no identity) is in no existing chain, so a checked chain cannot loop back.
            if identity == nil, hasCheckedChain(entity.kind, name) { return }
            current = stored.parent
        }
    }

    /// Every referenced entity exists and has the expected kind and bar.
    private func validateReferences(_ entity: Entity, identity: String?) throws {
        for reference in entity.references where reference.path != "parent" {
            let isSelf =
                reference.kind == entity.kind && (reference.name == entity.name || reference.name == identity)
            if isSelf, entity.kind == .palette {
                throw CatalogError.aliasCycle(names: [entity.name, entity.name])
            }
            guard let stored = try find(reference.kind, reference.name), !isSelf else {
                throw CatalogError.missingReference(
                    kind: entity.kind, name: entity.name, path: reference.path, target: reference.kind,
                    targetName: reference.name)
            }
            if case .member(_, let expectedBar?) = entity.catalogue.spec(reference.path)?.type,
                let actual = stored.bar, actual != expectedBar
            {
                throw CatalogError.wrongBar(
                    kind: entity.kind, name: entity.name, path: reference.path, target: reference.name,
                    expected: expectedBar, actual: actual)
            }
        }
    }

    /// Palette references starting from `entity` never lead back to it. The walk visits each colour
    /// reachable from `entity` once, without recursion, and keeps the colour it came from so the loop
    /// is named in order. A new entity's walk stops at colours this session created and checked:
    /// nothing they reach existed after them, so nothing they reach refers to the new entity.
    private func validateAliases(_ entity: Entity, identity: String?) throws {
        func isEntity(_ name: String) -> Bool { name == entity.name || name == identity }
        func targets(of name: String) throws -> [String] {
            if isEntity(name) { return entity.references.filter { $0.kind == .palette }.map(\.name) }
            guard let stored = try find(.palette, name) else { return [] }
            return stored.references.filter { $0.kind == .palette }.map(\.name)
        }
        let counter = WorkCounter.current
        var cameFrom: [String: String] = [:]
        var pending = [entity.name]
        while let name = pending.popLast() {
            counter?.count()
            for target in try targets(of: name) {
                if isEntity(target) {
                    var walkedBack: [String] = []
                    var current = name
                    while !isEntity(current), let previous = cameFrom[current] {
                        walkedBack.append(current)
                        current = previous
                    }
                    throw CatalogError.aliasCycle(
                        names: [entity.name] + walkedBack.reversed() + [entity.name])
                }
                guard cameFrom[target] == nil else { continue }
                cameFrom[target] = name
                if identity == nil, hasCheckedChain(.palette, target) { continue }
                pending.append(target)
            }
        }
    }
}
