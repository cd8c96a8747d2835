import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// An import's bulk write (a large page cache, created records kept for the next entities' validation
/// and identities, every entity's fields in one statement, change rows several to a statement) stores
/// the rows that creating the same entities one by one through `MutationSession.create` stores.
@Suite struct ImportWriteTests {
    let directory = TemporaryDirectory()

    func context() -> ChangeContext {
        ChangeContext(actor: "ann", message: "load", command: "import demo.json", atMilliseconds: 1_000)
    }

    /// The demo catalog as import entries, and its entities by kind and name; with 40 palette colours
    /// and a chain of 40 navigation appearances, each child of the one before and reading a colour, so
    /// that the entities fill several `INSERT`s and parents and colours cross from one to the next.
    func demo() throws -> (entries: [ImportedEntity], entities: [EntityKey: Entity]) {
        var entries: [ImportedEntity] = []
        var entities: [EntityKey: Entity] = [:]
        let extraColours = (0..<40).map {
            (EntityKind.palette, "extra\($0)", nil as BarKind?, ["light=#1020\(10 + $0)"])
        }
        let chain = (0..<40).map { index in
            (
                EntityKind.appearance, "chain\(index)", BarKind.navigation as BarKind?,
                (index == 0 ? [] : ["parent=chain\(index - 1)"]) + [
                    "standard.background=opaque", "standard.backgroundColor={extra\(39 - index)}",
                ]
            )
        }
        let items =
            DemoCatalog.items.map { ($0.kind, $0.name, $0.bar, $0.assignments) } + extraColours + chain
        for (kind, name, bar, assignments) in items {
            let entity = try EntityEditor.applying(assignments, to: Entity(kind: kind, name: name, bar: bar))
            entities[EntityKey(kind: entity.kind, name: entity.name)] = entity
            entries.append(
                ImportedEntity(
                    kind: entity.kind, name: entity.name, bar: entity.bar, parent: entity.parent,
                    description: entity.description, fields: EntityDocument(entity).fields))
        }
        return (entries, entities)
    }

    /// The rows of the entity, field and change tables (change times left out), in storage order.
    func rows(of catalog: Catalog) throws -> [[Row]] {
        try [
            "SELECT * FROM entity ORDER BY id",
            "SELECT rowid, * FROM field ORDER BY rowid",
            """
            SELECT id, batch_id, actor, message, entity_id, kind, name, operation, version, before, after
            FROM change ORDER BY id
            """,
        ].map { try catalog.connection.rows($0) }
    }

    /// A new catalog, or (`withDeletedEntity`) one holding a palette colour `kept` and having held a
    /// colour since deleted, whose identity is the largest handed out: the next entity's identity is
    /// then one past a row that no longer exists.
    func catalog(_ name: String, withDeletedEntity: Bool) throws -> Catalog {
        let catalog = try Catalog(path: directory.file(name), create: true, nowMilliseconds: 0)
        if withDeletedEntity {
            try catalog.mutate(context()) { session in
                try session.create(.palette, "kept", assignments: ["light=#000000"])
                try session.create(.palette, "gone", assignments: ["light=#FFFFFF"])
                try session.delete(.palette, "gone")
            }
        }
        return catalog
    }

    @Test(arguments: [false, true])
    func anImportStoresTheRowsOfOneCreatePerEntity(withDeletedEntity: Bool) throws {
        let (entries, entities) = try demo()
        let imported = try catalog("imported.sqlite", withDeletedEntity: withDeletedEntity)
        let (plan, batch) = try CatalogImporter(entries: entries, replace: false)
            .apply(to: imported, context: context())
        let batchChanges = try imported.history.changes(HistoryQuery(batchID: try #require(batch))).changes
        #expect(batchChanges.count == entries.count)
        #expect(batchChanges.allSatisfy { $0.operation == .import })

        let created = try catalog("created.sqlite", withDeletedEntity: withDeletedEntity)
        try created.mutate(context()) { session in
            for step in plan.steps {
                let key = EntityKey(kind: step.kind, name: step.name)
                try session.create(try #require(entities[key]), operation: .import)
            }
        }
        let importedRows = try rows(of: imported)
        #expect(importedRows[1].count > entries.count)  // several field rows per entity
        #expect(importedRows == (try rows(of: created)))
        #expect(try imported.check().problems.isEmpty)
    }

    @Test func anImportReadsNothingItHasCreated() throws {
        let (entries, entities) = try demo()
        let catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
        let before = catalog.connection.statementsRun
        let (plan, _) = try CatalogImporter(entries: entries, replace: false).apply(
            to: catalog, context: context())
        let count = catalog.connection.statementsRun - before
        // Per entity: whether it exists. The identity the first one takes, read once; then, for every
        // 32 entities in the plan's order, one INSERT of their rows and their field rows 32 to an
        // INSERT; their changes 32 to an INSERT. Parents, palette colours and theme members an entity
        // refers to were created earlier in the import, so validation reads them, and the INSERTs take
        // their identities, from what the session kept.
        let entitiesPerInsert = EntityRepository.entityRowsPerInsert
        let rowsPerInsert = EntityRepository.fieldRowsPerInsert
        let fieldRows = plan.steps.map { step in
            entities[EntityKey(kind: step.kind, name: step.name)]!.record(id: nil).fields
                .map(\.values.count).reduce(0, +)
        }
        let groups = stride(from: 0, to: fieldRows.count, by: entitiesPerInsert).map { start in
            fieldRows[start..<min(start + entitiesPerInsert, fieldRows.count)].reduce(0, +)
        }
        #expect(groups.count > 1, "the demo fills more than one INSERT of entities")
        let entityInserts = groups.map { 1 + ($0 + rowsPerInsert - 1) / rowsPerInsert }.reduce(0, +)
        let changeInserts =
            (entities.count + HistoryRepository.changeRowsPerInsert - 1)
            / HistoryRepository.changeRowsPerInsert
        // The page cache's size and the temporary store read, set and restored; BEGIN; the newest change
        // time; every entity and its fields (two queries); the batch; COMMIT.
        #expect(
            count == 6 + 1 + 1 + 2 + entities.count + 1 + entityInserts + changeInserts + 1 + 1)
    }

    @Test func aBulkWriteCountsItsChangesAndKeepsNone() throws {
        let catalog = try catalog("bulk.sqlite", withDeletedEntity: false)
        let (counted, kept, batch) = try catalog.mutate(context(), batching: .bulk) { session in
            try session.create(.palette, "brand", assignments: ["light=#000000"])
            try session.create(.palette, "alias", assignments: ["light={brand}"])
            try session.create(
                .appearance, "base", bar: .navigation, assignments: ["standard.title.color={alias}"])
            try session.create(.appearance, "child", parent: "base")
            try session.writePendingChanges()
            return (session.changeCount, session.changes.count, session.batchID)
        }
        #expect(counted == 4)
        #expect(kept == 0)
        let recorded = try catalog.history.changes(HistoryQuery(batchID: try #require(batch))).changes
        #expect(recorded.map(\.name) == ["child", "base", "alias", "brand"])
    }

    @Test func aSessionKeepsTheChangesOfAnOrdinaryWrite() throws {
        let catalog = try catalog("ordinary.sqlite", withDeletedEntity: false)
        let (counted, kept) = try catalog.mutate(context()) { session in
            try session.create(.palette, "brand", assignments: ["light=#000000"])
            try session.update(.palette, "brand") { entity in
                var changed = entity
                changed.description = "Brand"
                return changed
            }
            return (session.changeCount, session.changes.map(\.operation))
        }
        #expect(counted == 2)
        #expect(kept == [.create, .update])
    }

    @Test func anUpdateAfterCreatesStillSeesAnAliasLoopThroughThem() throws {
        let catalog = try catalog("loop.sqlite", withDeletedEntity: false)
        #expect(throws: CatalogError.self) {
            try catalog.mutate(context(), batching: .bulk) { session in
                try session.create(.palette, "a", assignments: ["light=#000000"])
                try session.create(.palette, "b", assignments: ["light={a}"])
                try session.create(.palette, "c", assignments: ["light={b}"])
                try session.update(.palette, "a") { entity in
                    var looped = entity
                    looped.fields = try EntityEditor.applying(["light={c}"], to: entity).fields
                    return looped
                }
            }
        }
        #expect(try catalog.entities().isEmpty)
    }
}
