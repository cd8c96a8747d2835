/// Why a database's schema cannot be used by this binary.
package enum MigrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is an SQLite database, but not a Barkeep catalog.
    case notACatalog(path: String)
    /// The database has a migration this binary does not know: it was written by a newer Barkeep.
    case unknownMigration(identifier: String, path: String)
    /// An applied migration's recorded checksum differs from the built-in one.
    case checksumMismatch(identifier: String, recorded: String, expected: String, path: String)
    /// A migration would have left a row referring to a row that does not exist; it was rolled back.
    case brokenReferences(identifier: String, path: String)

    /// A message that says what is wrong and what to do.
    package var description: String {
        switch self {
        case .notACatalog(let path):
            return "'\(path)' is an SQLite database but not a Barkeep catalog; refusing to change it"
        case .unknownMigration(let identifier, let path):
            return """
                '\(path)' has schema migration \(identifier), which this barkeep does not know: \
                it was written by a newer Barkeep. Upgrade barkeep to open it.
                """
        case .checksumMismatch(let identifier, let recorded, let expected, let path):
            return """
                '\(path)': applied migration \(identifier) has checksum \(recorded), but this \
                barkeep's copy has \(expected); the schema was changed outside Barkeep. Refusing to \
                touch it.
                """
        case .brokenReferences(let identifier, let path):
            return """
                '\(path)': schema migration \(identifier) would leave rows referring to rows that do \
                not exist, so it was not applied and the catalog is unchanged.
                """
        }
    }
}
