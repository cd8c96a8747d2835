/// What a command does with a catalog file, which decides how it is opened.
package enum CatalogAccess: Sendable {
    /// Only reads: never creates, migrates or otherwise writes the file.
    case read
    /// Reads and writes an existing catalog, applying pending migrations.
    case write
    /// Like `write`, creating the catalog when the file is missing or empty.
    case create
}
