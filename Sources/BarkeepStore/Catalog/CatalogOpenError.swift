/// Why a catalog could not be opened.
public enum CatalogOpenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No catalog exists at the path.
    case missing(path: String, underlying: String)

    /// Says what is missing and how to create it.
    public var description: String {
        switch self {
        case .missing(let path, _):
            return "no catalog at '\(path)'; create one with 'barkeep init' (or pass --db <path>)"
        }
    }
}
