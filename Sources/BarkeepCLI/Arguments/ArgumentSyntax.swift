/// Classifies command-line tokens: option-like words, negative numbers, the help switches.
enum ArgumentSyntax {
    /// Whether `token` is a negative number such as `-3` or `-0.5`, which is a value, not an option.
    static func isNegativeNumber(_ token: String) -> Bool {
        guard token.hasPrefix("-") else { return false }
        let digits = token.dropFirst()
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !digits.isEmpty, parts.count <= 2, !parts.allSatisfy(\.isEmpty) else { return false }
        return parts.allSatisfy { part in part.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Whether `token` would be read as an option rather than as a value.
    static func looksLikeOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && !isNegativeNumber(token)
    }

    /// Whether `tokens` ask for help (`-h` or `--help`) before any `--`.
    static func containsHelpRequest(_ tokens: [String]) -> Bool {
        for token in tokens {
            if token == "--" { return false }
            if token == "-h" || token == "--help" { return true }
        }
        return false
    }
}
