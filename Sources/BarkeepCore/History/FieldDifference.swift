/// One property that differs between two entity documents: added, removed or changed.
public struct FieldDifference: Codable, Hashable, Sendable {
    /// How the property differs.
    public enum Change: String, Codable, Hashable, Sendable {
        /// Unset before, set after.
        case added
        /// Set before, unset after.
        case removed
        /// Set on both sides, to different values.
        case changed
    }

    /// The property: `name`, `bar`, `parent`, `description` or a field path.
    public var path: String
    /// How it differs.
    public var change: Change
    /// The value before; nil when it was unset.
    public var old: String?
    /// The value after; nil when it is unset.
    public var new: String?

    /// Creates a difference; `change` follows from which sides are set.
    public init?(path: String, old: String?, new: String?) {
        switch (old, new) {
        case (nil, nil): return nil
        case (nil, _?): change = .added
        case (_?, nil): change = .removed
        case (let old?, let new?):
            guard old != new else { return nil }
            change = .changed
        }
        self.path = path
        self.old = old
        self.new = new
    }

    /// Encodes every key, with `null` for an unset side, so scripts see one shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(change, forKey: .change)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
    }
}
