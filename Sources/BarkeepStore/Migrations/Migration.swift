/// One numbered schema migration from `Migrations/`, compiled into the binary.
package struct Migration: Hashable, Sendable {
    /// The file's name without `.sql`, such as `0001_catalog`; migrations apply in this order.
    package let identifier: String
    /// The SQL script.
    package let sql: String

    /// Creates a migration from its identifier and script.
    package init(identifier: String, sql: String) {
        self.identifier = identifier
        self.sql = sql
    }

    /// The checksums of the scripts this migration had in earlier releases. A catalog that recorded
    /// one was brought by it to the schema the current script gives, so it counts as migrated.
    package var formerChecksums: Set<String> { Self.formerChecksums[identifier] ?? [] }

    /// Earlier scripts' checksums by identifier. 0006 first edited the tables' text in `sqlite_schema`
    /// under `writable_schema`; it now rebuilds the tables, and leaves the same text but for the
    /// quotes a rename puts around a table's name.
    private static let formerChecksums: [String: Set<String>] = [
        "0006_checks_without_lists": ["9da578ead2e4cf8d"]
    ]

    /// A 64-bit FNV-1a digest of the script, as 16 hex digits; recorded when the migration is applied.
    package var checksum: String {
        var hasher = FNV1a()
        hasher.add(sql.utf8)
        let hex = String(hasher.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
