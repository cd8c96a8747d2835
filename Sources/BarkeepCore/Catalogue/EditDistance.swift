/// Case-insensitive Levenshtein distance, and "did you mean …?" suggestions built on it.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `source` into
    /// `target`, ignoring case.
    package static func between(_ source: String, _ target: String) -> Int {
        let source = Array(source.lowercased())
        let target = Array(target.lowercased())
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previousRow = Array(0...target.count)
        var currentRow = [Int](repeating: 0, count: target.count + 1)
        for (sourceIndex, sourceCharacter) in source.enumerated() {
            currentRow[0] = sourceIndex + 1
            for (targetIndex, targetCharacter) in target.enumerated() {
                let substitution = previousRow[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
                let deletion = previousRow[targetIndex + 1] + 1
                let insertion = currentRow[targetIndex] + 1
                currentRow[targetIndex + 1] = min(substitution, deletion, insertion)
            }
            swap(&previousRow, &currentRow)
        }
        return previousRow[target.count]
    }

    /// The largest distance at which a candidate still counts as a likely typo of a `length`-character
    /// word: a third of it, rounded up (the threshold Clang uses for typo correction), at least 1.
    package static func maximumSuggestionDistance(forLength length: Int) -> Int {
        max(1, (length + 2) / 3)
    }

    /// Up to `limit` candidates close enough to `word` to be what was meant, closest first (ties in the
    /// order of `candidates`); duplicates are dropped.
    ///
    /// A candidate is close enough within ``maximumSuggestionDistance(forLength:)`` and at most one edit
    /// further than the closest candidate, so a near-certain match is not buried among weaker ones.
    package static func suggestions(for word: String, among candidates: [String], limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        var seen = Set<String>()
        let measured = candidates.compactMap { candidate -> (candidate: String, distance: Int)? in
            guard seen.insert(candidate).inserted else { return nil }
            return (candidate, between(word, candidate))
        }
        guard let closest = measured.map(\.distance).min() else { return [] }
        let cutoff = min(maximumSuggestionDistance(forLength: word.count), closest + 1)
        let close = measured.enumerated().filter { $0.element.distance <= cutoff }
        let ranked = close.sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
        return ranked.prefix(limit).map(\.element.candidate)
    }
}
