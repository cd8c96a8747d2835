/// One numbered schema migration from `Migrations/`, compiled into the binary.
public struct Migration: Hashable, Sendable {
    /// The file's name without `.sql`, such as `0001_catalog`; migrations apply in this order.
    public let identifier: String
    /// The SQL script.
    public let sql: String

    /// Creates a migration from its identifier and script.
    public init(identifier: String, sql: String) {
        self.identifier = identifier
        self.sql = sql
    }

    /// A 64-bit FNV-1a digest of the script, as 16 hex digits; recorded when the migration is applied.
    public var checksum: String {
        var hasher = FNV1a()
        hasher.add(sql.utf8)
        let hex = String(hasher.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
