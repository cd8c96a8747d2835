/// Finds the known word closest to a misspelt one, for "did you mean" hints.
struct SpellingSuggester {
    /// The words a suggestion may be chosen from, in order of preference for ties.
    let candidates: [String]

    /// The candidate closest to `word`, if any is close enough to be a plausible intent.
    func suggestion(for word: String) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = Self.editDistance(word, candidate)
            let isPrefix = word.count >= 2 && candidate.hasPrefix(word)
            let isClose = distance <= max(2, candidate.count / 3)
            guard isClose || isPrefix else { continue }
            let rank = isPrefix ? min(distance, 1) : distance
            if best == nil || rank < best!.distance {
                best = (candidate, rank)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let source = Array(first)
        let target = Array(second)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var table = Array(repeating: Array(repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { table[row][0] = row }
        for column in 0...target.count { table[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var distance = min(
                    table[row - 1][column] + 1,
                    table[row][column - 1] + 1,
                    table[row - 1][column - 1] + cost
                )
                if row > 1, column > 1, source[row - 1] == target[column - 2],
                    source[row - 2] == target[column - 1]
                {
                    distance = min(distance, table[row - 2][column - 2] + 1)
                }
                table[row][column] = distance
            }
        }
        return table[source.count][target.count]
    }
}
