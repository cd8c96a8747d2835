import BarkeepCore

/// Picks the known option or subcommand a misspelt or abbreviated word most likely meant.
struct SpellingSuggester {
    /// The words a suggestion may be chosen from, in order of preference for ties.
    let candidates: [String]

    /// The candidate `word` abbreviates (`--dry` for `--dry-run`), else the closest by edit distance.
    func suggestion(for word: String) -> String? {
        let others = candidates.filter { $0 != word }
        let stem = word.drop { $0 == "-" }
        if stem.count >= 2, let abbreviated = others.first(where: { $0.hasPrefix(word) }) {
            return abbreviated
        }
        return EditDistance.suggestions(for: word, among: others, limit: 1).first
    }
}
