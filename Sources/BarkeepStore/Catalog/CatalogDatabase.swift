/// Opens a catalog file the way every command needs it: configured, migrated, verified.
public enum CatalogDatabase {
    /// Opens the catalog at `path`, applying pending migrations.
    ///
    /// With `create` false the file must already exist: read commands never create a database.
    public static func open(path: String, create: Bool, nowMilliseconds: Int64) throws -> Connection {
        let connection: Connection
        do {
            connection = try Connection(path: path, mode: create ? .create : .readWrite)
        } catch let error where !create {
            throw CatalogOpenError.missing(path: path, underlying: error.message)
        }
        try Migrator().migrate(connection, nowMilliseconds: nowMilliseconds)
        return connection
    }
}
