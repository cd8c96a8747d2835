internal import BarkeepStore

/// The service every command goes through: reads entities, and makes changes in one transaction
/// together with their history.
public final class Catalog {
    /// The open database.
    let connection: Connection
    /// The catalog file's path.
    public let path: String
    /// Told, in words, what a user should know about a write that succeeded (a change left in the
    /// write-ahead log because another program was reading the catalog).
    public var notify: (String) -> Void = { _ in }

    /// Opens the catalog at `path`, migrating it; only commands that make catalogs pass `create: true`.
    /// With `readOnly` the file is never written (nor created or migrated), and `mutate` fails.
    public init(path: String, create: Bool, readOnly: Bool = false, nowMilliseconds: Int64) throws {
        let access: CatalogAccess = readOnly ? .read : create ? .create : .write
        self.connection = try CatalogDatabase.open(
            path: path, access: access, nowMilliseconds: nowMilliseconds)
        self.path = path
    }

    /// The SQLite library version.
    public static var sqliteVersion: String { Connection.sqliteVersion }

    /// The entity of `kind` named `name`, or a `notFound` error.
    public func entity(_ kind: EntityKind, _ name: String) throws -> Entity {
        guard let entity = try EntityRepository(connection: connection).loadEntity(.named(kind, name))
        else {
            throw CatalogError.notFound(kind: kind, name: name)
        }
        return entity
    }

    /// The names of the entities of `kind`, sorted; with `includingHistory`, then the names the
    /// history holds that no entity has now (deleted or renamed ones).
    public func names(of kind: EntityKind, includingHistory: Bool = false) throws -> [String] {
        let current = try EntityRepository(connection: connection).names(kind: kind)
        guard includingHistory else { return current }
        let known = Set(current)
        return current
            + (try HistoryRepository(connection: connection).names(kind: kind)).filter {
                !known.contains($0)
            }
    }

    /// Every entity (of `kind`, and of `bar` for appearances), sorted by kind and name.
    public func entities(kind: EntityKind? = nil, bar: BarKind? = nil) throws -> [Entity] {
        var loader = EntityLoader(bar: bar)
        try EntityRepository(connection: connection).visitEntities(kind.map { .kind($0) } ?? .all, &loader)
        return loader.sortedEntities()
    }

    /// Runs `body` in one write transaction; every change it makes is recorded in the history as
    /// one batch. If `body` throws, nothing is written: neither the changes nor their history.
    /// `batching` says how the changes are written: one at a time, or in bulk (an import).
    ///
    /// The batch's time is read from `context.clock` after `BEGIN IMMEDIATE` has taken the write
    /// lock, and never below the newest recorded change's time: a writer that waited for the lock
    /// cannot record an earlier time than the one it waited for.
    @discardableResult
    public func mutate<Result>(
        _ context: ChangeContext, batching: MutationBatching = .perChange,
        _ body: (MutationSession) throws -> Result
    ) throws -> Result {
        for (what, text) in [("--actor", context.actor), ("-m message", context.message ?? "")] {
            if let problem = FreeText.problem(with: text) {
                throw CatalogError.invalidText(what: what, problem: problem)
            }
        }
        func transaction() throws -> Result {
            try connection.writeTransaction {
                var context = context
                let latest = try HistoryRepository(connection: connection).latestChangeTime() ?? 0
                context.atMilliseconds = max(context.clock(), latest)
                let session = MutationSession(
                    connection: connection, context: context, writesChangesInBatches: batching == .bulk)
                let result = try body(session)
                try session.writePendingChanges()
                return result
            }
        }
        let result: Result
        switch batching {
        case .perChange:
            result = try transaction()
        case .bulk:
            result = try connection.withBulkWriteSettings(
                pageCacheMebibytes: Self.bulkPageCacheMebibytes, transaction)
        }
        if connection.lastCommitWaitsInLog {
            notify(
                "another program is reading the catalog, so this change waits in '\(path)-wal' until the next "
                    + "write; barkeep refuses that log if '\(path)' is replaced (git checkout, cp) before then"
            )
        }
        return result
    }

    /// The page cache of a bulk write, in MiB: room for the pages an import of 100,000 entities changes.
    public static let bulkPageCacheMebibytes = 128

    /// Runs `body` against one consistent read snapshot of the database.
    public func read<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.readTransaction(body)
    }

    /// Checks the catalog: SQLite's integrity and foreign keys, and that every entity equals its
    /// latest history document with contiguous versions.
    public func check() throws -> CatalogCheck {
        try read { try CatalogCheck.run(on: self) }
    }

    /// Checks the catalog file at `path` without writing it; a file too damaged to open is one problem.
    public static func check(path: String) throws -> CatalogCheck {
        let catalog: Catalog
        do {
            catalog = try Catalog(path: path, create: false, readOnly: true, nowMilliseconds: 0)
        } catch CatalogOpenError.damaged(_, let detail) {
            return CatalogCheck(problems: ["file: \(detail)"], notes: [], entityCount: 0)
        }
        do {
            return try catalog.check()
        } catch let error as SQLiteError where error.isDamage {
            return CatalogCheck(problems: ["SQLite: \(error.message)"], notes: [], entityCount: 0)
        }
    }
}
