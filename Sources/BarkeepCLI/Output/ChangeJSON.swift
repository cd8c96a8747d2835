import BarkeepCore

/// One history change as `--json` prints it: every key always present (`null` when unset).
struct ChangeJSON: Encodable {
    let change: Change
    let before: EntityDocument?
    let after: EntityDocument?

    /// The JSON form of `change`.
    init(_ change: Change) throws {
        self.change = change
        before = try change.beforeDocument()
        after = try change.afterDocument()
    }

    /// The JSON keys.
    private enum CodingKeys: String, CodingKey {
        case id, batch, at, atMilliseconds, actor, message, kind, name, operation, version, before, after
        case differences
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(change.id, forKey: .id)
        try container.encode(change.batchID, forKey: .batch)
        try container.encode(
            UTCTimestamp.text(milliseconds: change.atMilliseconds, withMilliseconds: true), forKey: .at)
        try container.encode(change.atMilliseconds, forKey: .atMilliseconds)
        try container.encode(change.actor, forKey: .actor)
        try container.encode(change.message, forKey: .message)
        try container.encode(change.kind, forKey: .kind)
        try container.encode(change.name, forKey: .name)
        try container.encode(change.operation, forKey: .operation)
        try container.encode(change.version, forKey: .version)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
        try container.encode(EntityDiff(from: before, to: after).differences, forKey: .differences)
    }
}
