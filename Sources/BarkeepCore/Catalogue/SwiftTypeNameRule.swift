/// What a Swift type name the catalog stores must look like: ASCII identifiers joined by `.`, so that
/// generated code can spell it as it is.
package enum SwiftTypeNameRule {
    /// Whether `name` is one or more identifiers (a letter or `_`, then letters, digits or `_`) joined
    /// by dots, and not a Swift keyword.
    package static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, !keywords.contains(String(part)) else {
                    return false
                }
                let isStart = { (scalar: Unicode.Scalar) in
                    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                }
                let isBody = { (scalar: Unicode.Scalar) in isStart(scalar) || ("0"..."9").contains(scalar) }
                return isStart(first) && part.unicodeScalars.allSatisfy(isBody)
            }
    }

    /// Keywords that cannot name a type.
    private static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "class", "struct", "enum", "protocol", "func", "var", "let",
        "self",
        "super", "init", "deinit", "import", "return", "if", "else", "for", "in", "while", "true", "false",
        "nil",
    ]
}
