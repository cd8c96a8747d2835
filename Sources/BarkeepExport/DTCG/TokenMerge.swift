internal import BarkeepCore

/// The tokens of entities whose names nest (`a`, `a.b`), merged into one sequence in path order.
///
/// Entities are added in the order of their names' segments. An entity's tokens sort after its own
/// path, but may sort after the tokens of entities named below it (`a`'s `standard.title` after
/// `a.compact`'s tokens), so they wait here, and are taken once the next entity's path shows that no
/// token before them can still come. Only the tokens of an entity's ancestors by name wait at once.
struct TokenMerge {
    /// Tokens added and not yet taken, each entity's sorted, with the position of its next one.
    private var waiting: [(tokens: [DesignToken], next: Int)] = []

    /// Adds the tokens of the next entity, sorted by path.
    mutating func add(_ tokens: [DesignToken]) {
        if !tokens.isEmpty { waiting.append((tokens, 0)) }
    }

    /// Hands every waiting token whose path sorts before `bound` (all of them when `bound` is nil) to
    /// `body`, in path order.
    mutating func take(before bound: [String]?, _ body: (DesignToken) throws -> Void) rethrows {
        while !waiting.isEmpty {
            var first = 0
            for index in waiting.indices.dropFirst()
            where Self.precedes(
                waiting[index].tokens[waiting[index].next].path,
                waiting[first].tokens[waiting[first].next].path)
            {
                first = index
            }
            let token = waiting[first].tokens[waiting[first].next]
            if let bound, !Self.precedes(token.path, bound) { return }
            try body(token)
            waiting[first].next += 1
            if waiting[first].next == waiting[first].tokens.count { waiting.remove(at: first) }
        }
    }

    /// Whether path `a` sorts before path `b`: group by group, as sorted keys put them.
    static func precedes(_ a: [String], _ b: [String]) -> Bool {
        a.lexicographicallyPrecedes(b)
    }
}
