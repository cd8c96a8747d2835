/// Brings a catalog in line with an import file (`barkeep import`): the whole file is
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
        try catalog.mutate(context, batching: .bulk) { session in
            let prepared = try prepare(current: catalog.entities())
            for (index, step) in prepared.plan.steps.enumerated() {
                let write = prepared.writes[index]
                do {
                    switch step.action {
                    case .create:
                        try session.create(write.entity!, operation: .import)
                    case .update:
                        try session.update(step.kind, step.name, to: write.entity!, operation: .import)
                    case .delete:
                        try session.delete(step.kind, step.name, operation: .import)
                    }
                } catch let error as CatalogError {
                    throw ImportError(line: write.line, error.description)
                }
                progress?(index + 1, prepared.plan.steps.count)
            }
            try session.writePendingChanges()
            return (prepared.plan, session.batchID)
        }
    }

    /// The plan against `current`, and for each of its steps the entity it writes (none for a delete)
    /// and the line of the entry it comes from.
    ///
    /// The file's entities stay in the file's order throughout: a snapshot lists them by kind and name,
    /// which is the order the resolution check and the dependency order sort them into, so neither has
    /// to sort a catalog of new entities again, and no table of the whole catalog by key is built.
    private func prepare(current: [Entity]) throws -> (
        plan: ImportPlan, writes: [(entity: Entity?, line: Int?)]
    ) {
        var existing: [EntityKey: Entity] = [:]
        existing.reserveCapacity(current.count)
        for entity in current { existing[EntityKey(kind: entity.kind, name: entity.name)] = entity }
        let (incoming, positions) = try parsedEntries(existing: existing)

        // The entities to create or update: their positions in `incoming`, and an update's differences.
        var changed: [(position: Int, diff: EntityDiff?)] = []
        var unchanged = 0
        for (position, parsed) in incoming.enumerated() {
            guard !existing.isEmpty, let old = existing[parsed.key] else {
                changed.append((position, nil))
                continue
            }
            if old.bar != parsed.entity.bar {
                throw ImportError(
                    line: parsed.entry.line(of: "bar"),
                    "appearance '\(old.name)' is a \(old.bar?.rawValue ?? "") appearance in the catalog; "
                        + "the bar kind cannot change (delete it or import it under another name)")
            }
            let diff = EntityDiff(from: EntityDocument(old), to: EntityDocument(parsed.entity))
            if diff.isEmpty {
                unchanged += 1
            } else {
                changed.append((position, diff))
            }
        }
        // What the catalog would hold: what stays of it, then the file's entities, which the snapshot
        // keeps over an entity of the same kind and name.
        var final = current.filter { !(replace && kinds.contains($0.kind)) }
        final.reserveCapacity(final.count + incoming.count)
        final.append(contentsOf: incoming.lazy.map(\.entity))
        try validateResolution(of: final, incoming: incoming, positions: positions, existing: existing)
        try checkSwiftNames(kept: final[..<(final.count - incoming.count)], incoming: incoming)

        var steps: [ImportPlan.Step] = []
        var writes: [(entity: Entity?, line: Int?)] = []
        steps.reserveCapacity(changed.count)
        writes.reserveCapacity(changed.count)
        for index in Self.dependencyOrder(changed.map { incoming[$0.position].entity }) {
            let (position, diff) = changed[index]
            let parsed = incoming[position]
            let difference: ImportPlan.Step.Difference =
                if let diff { .known(diff) } else { .created(parsed.entity) }
            steps.append(
                ImportPlan.Step(
                    action: diff == nil ? .create : .update, kind: parsed.key.kind,
                    name: parsed.key.name, difference: difference))
            writes.append((parsed.entity, parsed.entry.line))
        }
        if replace {
            let gone = current.filter {
                kinds.contains($0.kind) && positions[EntityKey(kind: $0.kind, name: $0.name)] == nil
            }
            for index in Self.dependencyOrder(gone).reversed() {
                let entity = gone[index]
                steps.append(
                    ImportPlan.Step(
                        action: .delete, kind: entity.kind, name: entity.name,
                        difference: .known(EntityDiff(from: EntityDocument(entity), to: nil))))
                writes.append((nil, nil))
            }
        }
        return (ImportPlan(steps: steps, unchanged: unchanged), writes)
    }

    /// Refuses the first entity of the file whose Swift name an entity the import keeps, or one before
    /// it in the file, has already (``SwiftName``), naming both and the entry's line. The catalog the
    /// import would leave is checked as a whole, since its steps create before they delete.
    private func checkSwiftNames(
        kept: ArraySlice<Entity>, incoming: [(key: EntityKey, entry: ImportedEntity, entity: Entity)]
    ) throws {
        var owners = SwiftName.Owners()
        for kind in Set(incoming.map(\.key.kind)) {
            owners.add(kind, existing: kept.lazy.filter { $0.kind == kind }.map(\.name))
        }
        for parsed in incoming {
            do {
                try owners.claim(parsed.key.kind, parsed.key.name)
            } catch {
                throw ImportError(line: parsed.entry.line, error.description)
            }
        }
    }

    /// Every entry turned into an entity through ``EntityEditor`` (an entry that merges starts from the
    /// entity in `existing`), in the file's order, and the position of each by key; the first bad name,
    /// path or value is an error naming its line.
    private func parsedEntries(existing: [EntityKey: Entity]) throws -> (
        parsed: [(key: EntityKey, entry: ImportedEntity, entity: Entity)], positions: [EntityKey: Int]
    ) {
        var result: [(key: EntityKey, entry: ImportedEntity, entity: Entity)] = []
        var positions: [EntityKey: Int] = [:]
        result.reserveCapacity(entries.count)
        positions.reserveCapacity(entries.count)
        for entry in entries {
            let key = EntityKey(kind: entry.kind, name: entry.name)
            if let earlier = positions.updateValue(result.count, forKey: key) {
                throw ImportError(
                    line: entry.line,
                    "\(entry.kind.rawValue) '\(entry.name)' appears twice"
                        + (result[earlier].entry.line.map { " (first on line \($0))" } ?? ""))
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
            result.append((key, entry, entity))
        }
        return (result, positions)
    }

    /// Checks that every entity of the catalog the import would leave (`final`) resolves; a missing
    /// reference, a parent or alias cycle or a wrong bar kind is an error naming the entry, its field
    /// and its line. An entity that fails because of another is left for that one, which comes in the
    /// stream too (or is missing, and then the error is reported where it is met).
    private func validateResolution(
        of final: [Entity], incoming: [(key: EntityKey, entry: ImportedEntity, entity: Entity)],
        positions: [EntityKey: Int], existing: [EntityKey: Entity]
    ) throws {
        let resolver = Resolver(snapshot: CatalogSnapshot(entities: final))
        for (entity, resolved) in resolver.entities() {
            guard case .failure(let failure) = resolved else { continue }
            let error = failure.canonical
            let key = EntityKey(kind: error.entity.kind, name: error.entity.name)
            // An error found through another entity of the catalog is reported when that one is checked.
            guard
                key == EntityKey(kind: entity.kind, name: entity.name)
                    || resolver.snapshot.entity(key.kind, key.name) == nil
            else {
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
            let line = positions[key].flatMap { incoming[$0].entry.line(of: error.path) }
            throw ImportError(line: line, problem)
        }
    }

    /// The positions of `entities` in the order they are written: every entity after the entities of
    /// `entities` it refers to, by a depth-first walk from each in kind and name order, references in
    /// ``Entity/references`` order. Entities are numbered once by key, so the walk looks a key up once
    /// per reference to it; entities already in kind and name order (a snapshot's) sort in one pass.
    private static func dependencyOrder(_ entities: [Entity]) -> [Int] {
        let kindIndices = entities.map { CatalogSnapshot.kindIndex($0.kind) }
        let sorted = entities.indices.sorted { left, right in
            kindIndices[left] != kindIndices[right]
                ? kindIndices[left] < kindIndices[right] : entities[left].name < entities[right].name
        }
        var number: [EntityKey: Int] = [:]
        number.reserveCapacity(sorted.count)
        for (index, position) in sorted.enumerated() {
            number[EntityKey(kind: entities[position].kind, name: entities[position].name)] = index
        }
        var visited = [Bool](repeating: false, count: sorted.count)
        var order: [Int] = []
        order.reserveCapacity(sorted.count)
        func visit(_ index: Int) {
            guard !visited[index] else { return }
            visited[index] = true  // also while its references are walked: a cycle ends here
            let position = sorted[index]
            for reference in entities[position].references {
                if let referenced = number[EntityKey(kind: reference.kind, name: reference.name)] {
                    visit(referenced)
                }
            }
            order.append(position)
        }
        for index in sorted.indices { visit(index) }
        return order
    }
}
