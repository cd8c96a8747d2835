/// Brings a database's schema up to date with the migrations compiled into the binary.
///
/// Applied migrations are recorded in `barkeep_migration` with their checksums. A database with
/// a migration this binary does not know, or whose applied migration differs from the built-in
/// one (and from every script it had in earlier releases), is refused and never "repaired". Each
/// pending migration runs in its own transaction, with foreign keys off as SQLite's procedure for
/// rebuilding a table asks: with them on, dropping a table deletes the rows that refer to it.
package struct Migrator: Sendable {
    /// The migrations to apply, in order.
    package let migrations: [Migration]

    /// Creates a migrator for `migrations` (by default, those compiled into the binary).
    package init(migrations: [Migration] = Migration.embedded) {
        self.migrations = migrations
    }

    /// One applied migration as recorded in the database.
    package struct AppliedMigration: Hashable, Sendable {
        /// The migration's identifier.
        package let identifier: String
        /// The checksum recorded when it was applied.
        package let checksum: String
    }

    /// Applies every pending migration; returns the identifiers applied.
    @discardableResult
    package func migrate(_ connection: Connection, nowMilliseconds: Int64) throws -> [String] {
        let applied = try verifiedAppliedMigrations(connection)
        if applied.isEmpty {
            try connection.writeTransaction {
                try connection.execute(
                    """
                    CREATE TABLE IF NOT EXISTS barkeep_migration (
                        identifier    TEXT PRIMARY KEY,
                        checksum      TEXT NOT NULL,
                        applied_at_ms INTEGER NOT NULL
                    ) STRICT
                    """)
            }
        }
        let pending = migrations.dropFirst(applied.count)
        guard !pending.isEmpty else { return [] }
        // Outside any transaction: inside one, SQLite ignores the pragma.
        try connection.execute("PRAGMA foreign_keys = OFF")
        defer { try? connection.execute("PRAGMA foreign_keys = ON") }
        for migration in pending {
            try connection.writeTransaction {
                let brokenBefore = try brokenReferenceCount(connection)
                try connection.executeScript(migration.sql)
                guard try brokenReferenceCount(connection) <= brokenBefore else {
                    throw MigrationError.brokenReferences(
                        identifier: migration.identifier, path: connection.path)
                }
                try connection.execute(
                    "INSERT INTO barkeep_migration (identifier, checksum, applied_at_ms) VALUES (?, ?, ?)",
                    [migration.identifier, migration.checksum, nowMilliseconds])
            }
        }
        return pending.map(\.identifier)
    }

    /// How many rows refer to a row that does not exist, by `PRAGMA foreign_key_check`. A migration
    /// must not add one; one a catalog already had (written with foreign keys off) is `check`'s to
    /// report, and does not stop the upgrade.
    private func brokenReferenceCount(_ connection: Connection) throws -> Int64 {
        try connection.firstRow("SELECT count(*) FROM pragma_foreign_key_check")?.integer(0) ?? 0
    }

    /// Whether the database needs any migration applied.
    package func needsMigration(_ connection: Connection) throws -> Bool {
        try verifiedAppliedMigrations(connection).count < migrations.count
    }

    /// The applied migrations, checked against the built-in ones.
    package func verifiedAppliedMigrations(_ connection: Connection) throws -> [AppliedMigration] {
        let applied = try appliedMigrations(connection)
        for (index, record) in applied.enumerated() {
            guard index < migrations.count, migrations[index].identifier == record.identifier else {
                throw MigrationError.unknownMigration(identifier: record.identifier, path: connection.path)
            }
            let expected = migrations[index].checksum
            guard record.checksum == expected || migrations[index].formerChecksums.contains(record.checksum)
            else {
                throw MigrationError.checksumMismatch(
                    identifier: record.identifier, recorded: record.checksum, expected: expected,
                    path: connection.path)
            }
        }
        return applied
    }

    /// The migrations recorded in the database, in order; empty for a new database.
    func appliedMigrations(_ connection: Connection) throws -> [AppliedMigration] {
        let hasTable =
            try connection.firstRow(
                "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'barkeep_migration'") != nil
        guard hasTable else {
            let objectCount = try connection.firstRow("SELECT count(*) FROM sqlite_schema")?.integer(0) ?? 0
            if objectCount > 0 { throw MigrationError.notACatalog(path: connection.path) }
            return []
        }
        return try connection.rows("SELECT identifier, checksum FROM barkeep_migration ORDER BY identifier")
            .map { AppliedMigration(identifier: $0.text(0) ?? "", checksum: $0.text(1) ?? "") }
    }
}
