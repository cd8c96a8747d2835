import CSQLite

/// Opens a catalog file the way every command needs it: configured, migrated, verified.
public enum CatalogDatabase {
    /// Opens the catalog at `path`, applying pending migrations.
    ///
    /// With `create` false the file must already exist: read commands never create a database.
    public static func open(path: String, create: Bool, nowMilliseconds: Int64) throws -> Connection {
        let connection: Connection
        do {
            connection = try Connection(path: path, mode: create ? .create : .readWrite)
        } catch let error where error.primaryResultCode == SQLITE_NOTADB {
            throw CatalogOpenError.notADatabase(path: path)
        } catch let error where error.primaryResultCode == SQLITE_CANTOPEN {
            if create { throw CatalogOpenError.cannotCreate(path: path, reason: error.message) }
            throw CatalogOpenError.missing(path: path)
        }
        try Migrator().migrate(connection, nowMilliseconds: nowMilliseconds)
        return connection
    }
}
