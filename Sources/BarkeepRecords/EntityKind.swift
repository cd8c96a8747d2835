/// The six kinds of entity a catalog holds.
public enum EntityKind: String, CaseIterable, Codable, Comparable, Sendable {
    case palette
    case appearance
    case layout
    case sheet
    case toolbar
    case theme

    /// Whether entities of this kind may name a parent of the same kind.
    public var inherits: Bool { self != .palette }

    /// Orders kinds as declared: palette first, theme last.
    public static func < (lhs: EntityKind, rhs: EntityKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
