/// The entity names of one kind by the Swift name each becomes (``SwiftName``), kept by a
/// ``MutationSession`` that writes many entities of the kind one change at a time (a batch revert or
/// a restore recreating thousands): each write is then checked against the table, not with a query
/// over every stored name sharing its first letters, which is as long as the catalog when the names
/// are `p0`, `p1`, … `p9999`.
///
/// A catalog written before the rule may hold two names of one Swift name: the table keeps both.
struct SwiftNameTable {
    /// How many Swift names of one kind a session checks with a query each before it reads every name
    /// of the kind once into a table: a command writing a few entities reads no more than the names
    /// sharing their first letters, one writing thousands reads the kind's names once.
    static let queriesBeforeTable = 32

    /// The names of each Swift name.
    private var names: [String: [String]] = [:]

    /// A table of `names`.
    init(_ names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    /// A name other than `name` and `renamed` whose Swift name is `name`'s, if there is one.
    func other(than name: String, renamed: String?) -> String? {
        names[SwiftName.lowerCamelCase(name)]?.first { $0 != name && $0 != renamed }
    }

    /// Adds `name`.
    mutating func insert(_ name: String) {
        names[SwiftName.lowerCamelCase(name), default: []].append(name)
    }

    /// Takes `name` out.
    mutating func remove(_ name: String) {
        let swiftName = SwiftName.lowerCamelCase(name)
        names[swiftName]?.removeAll { $0 == name }
        if names[swiftName]?.isEmpty == true { names[swiftName] = nil }
    }
}
