import BarkeepCore

/// Loads the catalog snapshot a read command works on (resolve, lint): now, or with `--at` as it
/// was at a past time or change, optionally with the change that last set each field.
enum SnapshotSource {
    /// The `--at <time>` option of commands that can look at the past.
    static let atOption = OptionDeclaration(
        name: "at",
        help: "Work on the catalog as it was at this time (a date, an instant, '2 days ago') or change "
            + "(@42).",
        valueName: "time")

    /// What resolving the entity `kind` `name` reads, in one consistent read: now, only the entity and
    /// what it refers to (ancestors, palette colours, theme members), never the rest of the catalog;
    /// with `--at`, the catalog as it was. With `explain`, the snapshot also knows the change that last
    /// set each field it holds.
    static func snapshot(
        _ invocation: Invocation, reachableFrom kind: EntityKind, _ name: String, explain: Bool
    ) throws -> CatalogSnapshot {
        if try invocation.pointInTimeOption("at", synopsis: "--at <time>") != nil {
            return try snapshot(invocation, provenanceFor: explain ? (kind, name) : nil)
        }
        let catalog = try invocation.openCatalogForReading()
        return try catalog.read {
            let snapshot = try catalog.snapshot(reachableFrom: kind, name)
            guard explain else { return snapshot }
            let index = try catalog.history.lastChangeIDs(at: nil, of: snapshot.reachable(from: kind, name))
            return snapshot.withLastChangeID { kind, name, path in index.changeID(kind, name, path) }
        }
    }

    /// Every entity loaded once, in one consistent read. With `provenanceFor`, the snapshot also
    /// knows the change that last set each field of that entity and of everything it reads; with
    /// `provenanceForAll`, of every entity.
    static func snapshot(
        _ invocation: Invocation, provenanceFor target: (kind: EntityKind, name: String)? = nil,
        provenanceForAll: Bool = false
    ) throws -> CatalogSnapshot {
        let catalog = try invocation.openCatalogForReading()
        let point = try invocation.pointInTimeOption("at", synopsis: "--at <time>")
        return try catalog.read {
            let entities = try point.map { try catalog.history.catalog(at: $0) } ?? catalog.entities()
            let snapshot = CatalogSnapshot(entities: entities)
            guard target != nil || provenanceForAll else { return snapshot }
            let index = try catalog.history.lastChangeIDs(
                at: point, of: target.map { snapshot.reachable(from: $0.kind, $0.name) })
            return snapshot.withLastChangeID { kind, name, path in index.changeID(kind, name, path) }
        }
    }
}
