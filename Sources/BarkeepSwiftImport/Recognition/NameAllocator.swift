internal import BarkeepCore

/// Hands out entity names: the prefix, then the hint, with `-2`, `-3` … when a kind's name is taken.
struct NameAllocator {
    /// The prefix put before every name, if any.
    let prefix: String?
    /// The names taken, by kind.
    private var taken: [EntityKind: Set<String>] = [:]

    /// Creates an allocator.
    init(prefix: String?) {
        self.prefix = prefix
    }

    /// A free name for `hint` among `kind`'s names.
    mutating func allocate(_ hint: String, kind: EntityKind) -> String {
        var base = NameDeriver.valid(hint)
        if base.isEmpty { base = kind.rawValue }
        if let prefix, !prefix.isEmpty { base = prefix + "-" + base }
        if base.count > 58 { base = String(base.prefix(58)) }
        var name = base
        var suffix = 2
        while taken[kind, default: []].contains(name) {
            name = "\(base)-\(suffix)"
            suffix += 1
        }
        taken[kind, default: []].insert(name)
        return name
    }
}
