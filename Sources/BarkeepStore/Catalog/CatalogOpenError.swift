/// Why a catalog could not be opened.
public enum CatalogOpenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No catalog exists at the path (read commands never create one).
    case missing(path: String)
    /// The catalog file could not be created, with SQLite's reason.
    case cannotCreate(path: String, reason: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)

    /// Says what is wrong and what to do.
    public var description: String {
        switch self {
        case .missing(let path):
            return "no catalog at '\(path)'; create one with 'barkeep init' (or pass --db <path>)"
        case .cannotCreate(let path, let reason):
            return
                "cannot create a catalog at '\(path)': \(reason) (does the directory exist and is it writable?)"
        case .notADatabase(let path):
            return "'\(path)' is not an SQLite database; refusing to touch it"
        }
    }
}
