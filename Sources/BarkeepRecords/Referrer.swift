/// An entity that refers to another: as its child, or through one of its fields.
public struct Referrer: Hashable, Sendable, CustomStringConvertible {
    /// The referring entity's kind.
    public var kind: EntityKind
    /// The referring entity's name.
    public var name: String
    /// The field holding the reference, or nil when the referrer is a child (`parent`).
    public var path: String?

    /// Creates a referrer.
    public init(kind: EntityKind, name: String, path: String?) {
        self.kind = kind
        self.name = name
        self.path = path
    }

    /// Reads like `appearance checkout (parent)` or `theme brand (sheets)`.
    public var description: String { "\(kind.rawValue) \(name) (\(path ?? "parent"))" }
}
