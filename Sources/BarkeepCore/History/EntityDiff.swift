/// The field-level difference between two states of one entity (either may be absent: not yet
/// created, or deleted): every property added, removed or changed, in display order.
public struct EntityDiff: Codable, Hashable, Sendable {
    /// The differing properties: `name`, `bar`, `parent`, `description`, then field paths sorted.
    public var differences: [FieldDifference]

    /// The difference from `before` to `after`.
    ///
    /// When one side is absent the name is not listed (the entity itself was created or deleted);
    /// a rename shows as a changed `name`.
    public init(from before: EntityDocument?, to after: EntityDocument?) {
        var old = before?.properties ?? [:]
        var new = after?.properties ?? [:]
        if before == nil || after == nil {
            old["name"] = nil
            new["name"] = nil
        }
        differences = EntityDocument.orderedKeys(Set(old.keys).union(new.keys)).compactMap {
            FieldDifference(path: $0, old: old[$0], new: new[$0])
        }
    }

    /// Whether the two states are the same.
    public var isEmpty: Bool { differences.isEmpty }
}
