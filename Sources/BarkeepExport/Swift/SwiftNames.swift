internal import BarkeepCore

/// Swift names for catalog entities: deterministic, valid, and unique within their namespace.
///
/// `brand-dark` becomes `brandDark` (or `BrandDark` for types); `brand.dark` would too, so two such
/// entities are an error naming both rather than one silently shadowing the other.
struct SwiftNames {
    /// The Swift name of each entity name, per kind.
    private var names: [EntityKind: [String: String]] = [:]

    /// Assigns a name to every entity of `catalog`; throws when two entities of a kind would share one.
    init(catalog: ResolvedCatalog) throws(ExportError) {
        let kinds: [(EntityKind, [ResolvedEntity])] = [
            (.palette, catalog.palette), (.appearance, catalog.appearances), (.layout, catalog.layouts),
            (.sheet, catalog.sheets), (.toolbar, catalog.toolbars), (.theme, catalog.themes),
        ]
        for (kind, entities) in kinds {
            var owners: [String: String] = [:]
            for entity in entities {
                let name = Self.lowerCamelCase(entity.name)
                if let other = owners[name] {
                    throw ExportError(
                        "\(kind.rawValue) '\(other)' and \(kind.rawValue) '\(entity.name)' both become the Swift "
                            + "name '\(name)'; rename one of them (barkeep \(kind.rawValue) rename "
                            + "\(entity.name) <new-name>)")
                }
                owners[name] = entity.name
                names[kind, default: [:]][entity.name] = name
            }
        }
    }

    /// The lower-camel-case name of an entity, escaped with backticks when it is a Swift keyword
    /// (`default`), for properties and enum cases.
    func member(_ kind: EntityKind, _ name: String) -> String {
        let base = names[kind]?[name] ?? Self.lowerCamelCase(name)
        return Self.keywords.contains(base) ? "`\(base)`" : base
    }

    /// The upper-camel-case name of an entity followed by `suffix`, for types: `TallTealNavigationBar`.
    func type(_ kind: EntityKind, _ name: String, suffix: String) -> String {
        let base = names[kind]?[name] ?? Self.lowerCamelCase(name)
        return base.prefix(1).uppercased() + base.dropFirst() + suffix
    }

    /// `tall-teal.v2` → `tallTealV2`: letters and digits kept, each `-` or `.` capitalises what follows.
    static func lowerCamelCase(_ name: String) -> String {
        var result = ""
        var capitalizeNext = false
        for character in name {
            if character == "-" || character == "." {
                capitalizeNext = true
            } else if capitalizeNext {
                result += character.uppercased()
                capitalizeNext = false
            } else {
                result.append(character)
            }
        }
        return result
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
