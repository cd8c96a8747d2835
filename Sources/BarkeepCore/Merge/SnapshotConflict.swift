/// A place where a three-way snapshot merge could not decide: both sides changed one property of an
/// entity differently, or one side deleted an entity the other changed.
public struct SnapshotConflict: Hashable, Sendable {
    /// What the two sides disagree on, with the base's, our and their version (nil: absent).
    public enum Sides: Hashable, Sendable {
        /// One property — `name`, `bar`, `parent`, `description` or a field path — as canonical text
        /// (nil: unset).
        case property(String, base: String?, ours: String?, theirs: String?)
        /// The whole entity (nil: deleted, or not there).
        case entity(base: EntityDocument?, ours: EntityDocument?, theirs: EntityDocument?)
    }

    /// The entity's kind.
    public let kind: EntityKind
    /// The entity's name in the merged snapshot.
    public let name: String
    /// What the sides disagree on.
    public let sides: Sides

    /// Creates a conflict.
    public init(kind: EntityKind, name: String, sides: Sides) {
        self.kind = kind
        self.name = name
        self.sides = sides
    }

    /// The property, or nil for the whole entity.
    public var property: String? {
        if case .property(let property, _, _, _) = sides { return property }
        return nil
    }

    /// Reads like `appearance base standard.title.color (ours #FF0000, theirs #00FF00)` or
    /// `palette navy (ours deleted it, theirs changed it)`.
    public var summary: String {
        let entity = "\(kind.rawValue) \(name)"
        switch sides {
        case .property(let property, _, let ours, let theirs):
            return "\(entity) \(property) (ours \(ours ?? "unset"), theirs \(theirs ?? "unset"))"
        case .entity(_, let ours, let theirs):
            func state(_ document: EntityDocument?) -> String {
                document == nil ? "deleted it" : "changed it"
            }
            return "\(entity) (ours \(state(ours)), theirs \(state(theirs)))"
        }
    }

    /// `conflicts` counted and summarised: `2 conflicts: appearance base standard.title.color (…), …`.
    public static func report(_ conflicts: [SnapshotConflict]) -> String {
        "\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s"): "
            + conflicts.map(\.summary).joined(separator: ", ")
    }
}
