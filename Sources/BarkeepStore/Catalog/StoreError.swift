import BarkeepRecords

/// A write the catalog refused because it would break the catalog's integrity.
package enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A referenced entity does not exist.
    case missingReference(kind: EntityKind, name: String)
    /// The entity to change does not exist.
    case notFound(kind: EntityKind, name: String)

    /// A message naming the entity.
    package var description: String {
        switch self {
        case .missingReference(let kind, let name): return "no \(kind.rawValue) named '\(name)'"
        case .notFound(let kind, let name): return "no \(kind.rawValue) named '\(name)'"
        }
    }
}
