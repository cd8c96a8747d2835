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

    /// The demo catalog as import entries, and its entities by kind and name.
    func demo() throws -> (entries: [ImportedEntity], entities: [EntityKey: Entity]) {
        var entries: [ImportedEntity] = []
        var entities: [EntityKey: Entity] = [:]
        for item in DemoCatalog.items {
            let entity = try EntityEditor.applying(
                item.assignments, to: Entity(kind: item.kind, name: item.name, bar: item.bar))
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

    @Test func anImportStoresTheRowsOfOneCreatePerEntity() throws {
        let (entries, entities) = try demo()
        let imported = try Catalog(path: directory.file("imported.sqlite"), create: true, nowMilliseconds: 0)
        let (plan, changes) = try CatalogImporter(entries: entries, replace: false).apply(
            to: imported, context: context())
        #expect(changes.count == entries.count)

        let created = try Catalog(path: directory.file("created.sqlite"), create: true, nowMilliseconds: 0)
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
        try CatalogImporter(entries: entries, replace: false).apply(to: catalog, context: context())
        let count = catalog.connection.statementsRun - before
        // Per entity: whether it exists, its INSERT and its field rows (32 to an INSERT); its change
        // waits to be written with others, 32 to an INSERT. Parents, palette colours and theme members it
        // refers to were created earlier in the import, so validation reads them, and the INSERTs take
        // their identities, from what the session kept.
        let rowsPerInsert = EntityRepository.fieldRowsPerInsert
        let perEntity = entities.values.map { entity in
            let rows = entity.record(id: nil).fields.map(\.values.count).reduce(0, +)
            return 2 + (rows + rowsPerInsert - 1) / rowsPerInsert
        }
        let changeInserts =
            (entities.count + HistoryRepository.changeRowsPerInsert - 1)
            / HistoryRepository.changeRowsPerInsert
        // The page cache's size and the temporary store read, set and restored; BEGIN; the newest change
        // time; every entity and its fields (two queries); the batch; COMMIT.
        #expect(count == 6 + 1 + 1 + 2 + perEntity.reduce(0, +) + changeInserts + 1 + 1)
    }
}
