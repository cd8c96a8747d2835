/// An entity's identity within one snapshot: its kind and name (a snapshot holds no ids).
struct SnapshotEntityKey: Hashable, Comparable, Sendable {
    /// The entity's kind.
    let kind: EntityKind
    /// The entity's name.
    let name: String

    /// The key of `document`.
    init(_ document: EntityDocument) {
        self.init(kind: document.kind, name: document.name)
    }

    /// A key of its parts.
    init(kind: EntityKind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// Kind, then name: the order a snapshot lists entities in.
    static func < (left: Self, right: Self) -> Bool {
        (left.kind.rawValue, left.name) < (right.kind.rawValue, right.name)
    }
}
