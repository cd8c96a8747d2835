/// Brings a catalog in line with an import file (product.md §5, `barkeep import`): the whole file is
/// validated first — every path, value, reference and cycle, against the catalog it would leave —
/// then applied in one transaction as one history batch of `import` changes.
///
/// Entities of the file that the catalog lacks are created, those that differ are updated, identical
/// ones are left alone; with `replace`, entities the file lacks are deleted, unless something that
/// stays still refers to them. Every write goes through ``MutationSession``'s `create`, `update` and
/// `delete`, and every entry's text through ``EntityEditor``, as the CLI's `create` and `set` do, so an
/// import cannot accept what they refuse.
public struct CatalogImporter: Sendable {
    /// The file's entries.
    public let entries: [ImportedEntity]
    /// Whether entities the file lacks are deleted.
    public let replace: Bool
    /// The kinds the file speaks for: with `replace`, only entities of these kinds are deleted.
    public let kinds: Set<EntityKind>

    /// Creates an importer of `entries`; `kinds` limits what `replace` deletes (a token file holds
    /// palette colours only, so it replaces only those).
    public init(entries: [ImportedEntity], replace: Bool, kinds: Set<EntityKind> = Set(EntityKind.allCases)) {
        self.entries = entries
        self.replace = replace
        self.kinds = kinds
    }

    /// What importing would do to `catalog` now; writes nothing (`--dry-run`).
    public func plan(for catalog: Catalog) throws -> ImportPlan {
        try catalog.read { try prepare(current: catalog.entities()).plan }
    }

    /// Validates, then applies the file in one transaction; returns the plan carried out and the
    /// history batch of its changes, one per step (nil when the plan is empty). `progress` hears
    /// (done, total) after each step. On any error nothing is written.
    @discardableResult
    public func apply(
        to catalog: Catalog, context: ChangeContext, progress: ((Int, Int) -> Void)? = nil
    ) throws -> (plan: ImportPlan, batchID: Int64?) {
        try catalog.mutateInBulk(context) { session in
            let prepared = try prepare(current: catalog.entities())
            for (index, step) in prepared.plan.steps.enumerated() {
                let incoming = prepared.incoming[key(step)]
                do {
                    switch step.action {
                    case .create:
                        try session.create(incoming!.entity, operation: .import)
                    case .update:
                        try session.update(step.kind, step.name, to: incoming!.entity, operation: .import)
                    case .delete:
                        try session.delete(step.kind, step.name, operation: .import)
                    }
                } catch let error as CatalogError {
                    throw ImportError(line: incoming?.entry.line, error.description)
                }
                progress?(index + 1, prepared.plan.steps.count)
            }
            try session.writePendingChanges()
            return (prepared.plan, session.batchID)
        }
    }

    /// The key of a step's entity.
    private func key(_ step: ImportPlan.Step) -> EntityKey {
        EntityKey(kind: step.kind, name: step.name)
    }

    /// The plan against `current`, and the file's validated entities with the entries they came from.
    private func prepare(current: [Entity]) throws -> (
        plan: ImportPlan, incoming: [EntityKey: (entry: ImportedEntity, entity: Entity)]
    ) {
        var existing: [EntityKey: Entity] = [:]
        existing.reserveCapacity(current.count)
        for entity in current { existing[EntityKey(kind: entity.kind, name: entity.name)] = entity }
        let incoming = try parsedEntries(existing: existing)
        var final = replace ? existing.filter { !kinds.contains($0.key.kind) } : existing
        final.reserveCapacity(final.count + incoming.count)
        for (key, parsed) in incoming {
            let (entry, entity) = parsed
            if let old = existing[key], old.bar != entity.bar {
                throw ImportError(
                    line: entry.line(of: "bar"),
                    "appearance '\(entity.name)' is a \(old.bar?.rawValue ?? "") appearance in the catalog; "
                        + "the bar kind cannot change (delete it or import it under another name)")
            }
            final[key] = entity
        }
        try validateResolution(of: final, incoming: incoming, existing: existing)

        var creates: [EntityKey] = []
        var updates: [EntityKey: EntityDiff] = [:]
        var unchanged = 0
        for (key, parsed) in incoming {
            guard let old = existing[key] else {
                creates.append(key)
                continue
            }
            let diff = EntityDiff(from: EntityDocument(old), to: EntityDocument(parsed.entity))
            if diff.isEmpty { unchanged += 1 } else { updates[key] = diff }
        }
        var steps: [ImportPlan.Step] = []
        let created = Set(creates)
        for key in Self.dependencyOrder(Set(creates).union(updates.keys), in: final) {
            let difference: ImportPlan.Step.Difference =
                if let diff = updates[key] { .known(diff) } else { .created(final[key]!) }
            steps.append(
                ImportPlan.Step(
                    action: created.contains(key) ? .create : .update, kind: key.kind, name: key.name,
                    difference: difference))
        }
        if replace {
            let gone = Set(existing.keys.filter { incoming[$0] == nil && kinds.contains($0.kind) })
            for key in Self.dependencyOrder(gone, in: existing).reversed() {
                steps.append(
                    ImportPlan.Step(
                        action: .delete, kind: key.kind, name: key.name,
                        difference: .known(EntityDiff(from: EntityDocument(existing[key]!), to: nil))))
            }
        }
        return (ImportPlan(steps: steps, unchanged: unchanged), incoming)
    }

    /// Every entry turned into an entity through ``EntityEditor`` (an entry that merges starts from the
    /// entity in `existing`); the first bad name, path or value is an error naming its line.
    private func parsedEntries(existing: [EntityKey: Entity]) throws
        -> [EntityKey: (entry: ImportedEntity, entity: Entity)]
    {
        var result: [EntityKey: (entry: ImportedEntity, entity: Entity)] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries {
            let key = EntityKey(kind: entry.kind, name: entry.name)
            if let earlier = result[key] {
                throw ImportError(
                    line: entry.line,
                    "\(entry.kind.rawValue) '\(entry.name)' appears twice"
                        + (earlier.entry.line.map { " (first on line \($0))" } ?? ""))
            }
            if let problem = EntityNameRule.problem(with: entry.name) {
                throw ImportError(
                    line: entry.line, "invalid \(entry.kind.rawValue) name '\(entry.name)': \(problem)")
            }
            if entry.kind == .appearance, entry.bar == nil {
                throw ImportError(
                    line: entry.line, "appearance '\(entry.name)' needs a bar (navigation, tab or toolbar)")
            }
            if entry.kind != .appearance, entry.bar != nil {
                throw ImportError(
                    line: entry.line(of: "bar"),
                    CatalogError.barNotAllowed(kind: entry.kind, name: entry.name).description)
            }
            var entity = Entity(kind: entry.kind, name: entry.name, bar: entry.bar)
            if entry.mergesFields, let old = existing[key], old.bar == entry.bar { entity = old }
            do {
                entity = try EntityEditor.applying(entry.pathsAndValues, to: entity)
            } catch is CatalogError {
                // Applied one at a time again, as before, to name the line of the assignment at fault.
                for assignment in entry.pathsAndValues {
                    do {
                        entity = try EntityEditor.applying([assignment], to: entity)
                    } catch let error as CatalogError {
                        throw ImportError(line: entry.line(of: assignment.path), error.description)
                    }
                }
            }
            if let spec = entity.catalogue.firstMissing(in: entity.fields) {
                throw ImportError(
                    line: entry.line,
                    CatalogError.missingRequired(kind: entry.kind, name: entry.name, path: spec.path)
                        .description)
            }
            result[key] = (entry, entity)
        }
        return result
    }

    /// Checks that every entity of the catalog the import would leave resolves (``Resolver/check(_:)``:
    /// parent chains and colour references, without making resolved values); a missing reference, a
    /// parent or alias cycle or a wrong bar kind is an error naming the entry, its field and its line.
    private func validateResolution(
        of final: [EntityKey: Entity], incoming: [EntityKey: (entry: ImportedEntity, entity: Entity)],
        existing: [EntityKey: Entity]
    ) throws {
        let resolver = Resolver(snapshot: CatalogSnapshot(entities: Array(final.values)))
        for entity in resolver.snapshot.allEntities {
            let failure: ResolutionError
            do throws(ResolutionError) {
                try resolver.check(entity)
                continue
            } catch {
                failure = error
            }
            let error = failure.canonical
            let key = EntityKey(kind: error.entity.kind, name: error.entity.name)
            guard key == EntityKey(kind: entity.kind, name: entity.name) || final[key] == nil else {
                continue
            }
            var problem = error.description
            if case .missingReference(_, _, _, let target, let targetName) = error,
                existing[EntityKey(kind: target, name: targetName)] != nil
            {
                problem +=
                    " (the file lacks it, and --replace would delete it; keep it in the file or "
                    + "remove the reference)"
            }
            let line = incoming[key]?.entry.line(of: error.path)
            throw ImportError(line: line, problem)
        }
    }

    /// `keys` ordered so that every entity comes after the entities of `keys` it refers to in `graph`:
    /// a depth-first walk from each key in kind and name order, references in ``Entity/references``
    /// order. Keys are numbered once, so the walk looks a key up once per reference to it.
    private static func dependencyOrder(_ keys: Set<EntityKey>, in graph: [EntityKey: Entity]) -> [EntityKey]
    {
        let sorted = keys.sorted { $0.kind != $1.kind ? $0.kind < $1.kind : $0.name < $1.name }
        var number: [EntityKey: Int] = [:]
        number.reserveCapacity(sorted.count)
        for (index, key) in sorted.enumerated() { number[key] = index }
        var visited = [Bool](repeating: false, count: sorted.count)
        var order: [EntityKey] = []
        order.reserveCapacity(sorted.count)
        func visit(_ index: Int) {
            guard !visited[index] else { return }
            visited[index] = true  // also while its references are walked: a cycle ends here
            let key = sorted[index]
            for reference in graph[key]?.references ?? [] {
                if let referenced = number[EntityKey(kind: reference.kind, name: reference.name)] {
                    visit(referenced)
                }
            }
            order.append(key)
        }
        for index in sorted.indices { visit(index) }
        return order
    }
}
