internal import BarkeepCore

/// Swift names for catalog entities: deterministic, valid, and unique within their namespace.
///
/// `brand-dark` becomes `brandDark` (or `BrandDark` for types); `brand.dark` would too, so two such
/// entities are an error naming both rather than one silently shadowing the other. The mapping is
/// Core's ``SwiftName``, which every write checks too; a catalog written before that check can still
/// hold such a pair.
struct SwiftNames {
    /// The Swift name of each entity name, per kind.
    private var names: [EntityKind: [String: String]] = [:]

    /// Assigns a name to every entity of `snapshot`, without resolving any; throws when two entities of a
    /// kind would share one, naming the first two.
    init(snapshot: CatalogSnapshot) throws(ExportError) {
        for kind in EntityKind.allCases {
            var owners: [String: String] = [:]
            for entityName in snapshot.entities(of: kind).map(\.name) {
                let name = SwiftName.lowerCamelCase(entityName)
                if let other = owners[name] {
                    throw ExportError(
                        "\(kind.rawValue) '\(other)' and \(kind.rawValue) '\(entityName)' both become the Swift "
                            + "name '\(name)'; rename one of them (barkeep \(kind.rawValue) rename "
                            + "\(entityName) <new-name>)")
                }
                owners[name] = entityName
                names[kind, default: [:]][entityName] = name
            }
        }
    }

    /// The lower-camel-case name of an entity, escaped with backticks when it is a Swift keyword
    /// (`default`), for properties and enum cases.
    func member(_ kind: EntityKind, _ name: String) -> String {
        let base = names[kind]?[name] ?? SwiftName.lowerCamelCase(name)
        return Self.keywords.contains(base) ? "`\(base)`" : base
    }

    /// The upper-camel-case name of an entity followed by `suffix`, for types: `TallTealNavigationBar`.
    func type(_ kind: EntityKind, _ name: String, suffix: String) -> String {
        let base = names[kind]?[name] ?? SwiftName.lowerCamelCase(name)
        return base.prefix(1).uppercased() + base.dropFirst() + suffix
    }

    /// Swift keywords that need backticks as member names.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
        "any",
        "some", "await", "async", "consume", "copy", "borrowing", "consuming", "each", "isolated",
        "nonisolated",
        "package", "sending", "macro", "actor",
    ]
}
