import BarkeepCore

/// "did you mean …?" for an entity name the catalog does not hold: a name given on the command line
/// (`show`, `resolve`, `export --theme` …) or in a value (`{brand-blu}`, `parent=`, a theme member),
/// chosen from the catalog's names by the one ``SpellingSuggester`` the parser uses.
enum NameSuggestion {
    /// `; did you mean '<name>'?` for `error`, when it names a missing entity and the catalog holds a
    /// name close to it; nil otherwise, or when the catalog cannot be read.
    static func hint(for error: any Error, _ invocation: Invocation) -> String? {
        guard let (kind, name, includingHistory) = missingName(in: error),
            let names = try? invocation.openCatalogForReading().names(
                of: kind, includingHistory: includingHistory),
            let suggestion = SpellingSuggester(candidates: names).suggestion(for: name)
        else { return nil }
        return "; did you mean '\(suggestion)'?"
    }

    /// The kind and name `error` reports missing, and whether names only the history holds count.
    private static func missingName(in error: any Error) -> (EntityKind, String, Bool)? {
        switch error {
        case CatalogError.notFound(let kind, let name), ResolutionError.notFound(let kind, let name):
            return (kind, name, false)
        case CatalogError.missingReference(_, _, _, let kind, let name),
            ResolutionError.missingReference(_, _, _, let kind, let name):
            return (kind, name, false)
        case HistoryError.notInHistory(let kind, let name):
            return (kind, name, true)
        default:
            return nil
        }
    }
}
