/// How generated Swift declares what it exports (`--access-level`, `--type-prefix`): the access level of
/// every declaration, and the prefix of the types every export declares (`BarkeepTheme`,
/// `BarkeepColors`, …), so an app can keep the code internal to one module or give two catalogs' exports
/// distinct names. Types named after catalog entities (`TallTealNavigationBar`) keep their names.
public struct GeneratedSwiftStyle: Sendable, Equatable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, CaseIterable, Sendable {
        /// Every declaration `public`, for code compiled into a module other targets import.
        case `public`
        /// No access modifier (Swift's `internal`), for code used only inside the target it is compiled
        /// into, such as an app target.
        case `internal`
    }

    /// The prefix of the generated types' names when none is chosen.
    public static let defaultTypePrefix = "Barkeep"

    /// The access level of every generated declaration.
    public let accessLevel: AccessLevel
    /// What the fixed type names start with instead of `Barkeep`.
    public let typePrefix: String

    /// The exports as they always were: `public`, with types named `Barkeep…`.
    public static let standard = GeneratedSwiftStyle(accessLevel: .public)

    /// Creates a style; `typePrefix` must be ``validTypePrefix(_:)``.
    public init(accessLevel: AccessLevel, typePrefix: String = defaultTypePrefix) {
        self.accessLevel = accessLevel
        self.typePrefix = typePrefix
    }

    /// Whether `prefix` can start a Swift type name: an ASCII letter, then ASCII letters and digits.
    public static func validTypePrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first, first.isASCIILetter else { return false }
        return prefix.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
    }

    /// The names of the types every Swift export may declare, each starting with `Barkeep`: the ones
    /// ``typePrefix`` renames.
    static let fixedTypeNames: Set<String> = [
        "BarkeepTheme", "BarkeepColors", UIKitExpressions.assetBundleNamespace,
        SwiftUIExpressions.colorNamespace, SwiftUIExpressions.paletteNamespace,
        SwiftUIExpressions.paletteColorType, SwiftUIExpressions.assetBundleNamespace,
    ]

    /// `line` of generated Swift in this style: a leading `public ` dropped for internal code, and each
    /// fixed type name (a whole identifier, in code or comments) given the chosen prefix.
    func apply(to line: String) -> String {
        var result = Substring(line)
        if accessLevel == .internal, result.hasPrefix("public ") {
            result = result.dropFirst("public ".count)
        }
        guard typePrefix != Self.defaultTypePrefix, result.contains("Barkeep") else { return String(result) }
        var renamed = ""
        var identifier = ""
        for character in result {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
                continue
            }
            renamed += rename(identifier)
            identifier = ""
            renamed.append(character)
        }
        return renamed + rename(identifier)
    }

    /// `identifier` with the chosen prefix when it is one of ``fixedTypeNames``, else unchanged.
    private func rename(_ identifier: String) -> String {
        guard Self.fixedTypeNames.contains(identifier) else { return identifier }
        return typePrefix + identifier.dropFirst(Self.defaultTypePrefix.count)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is `A`…`Z` or `a`…`z`.
    fileprivate var isASCIILetter: Bool { ("A"..."Z").contains(self) || ("a"..."z").contains(self) }
}
