/// The documents and difference of a recorded change, and its one-phrase summary.
extension Change {
    /// The entity's document before the change; nil when it did not exist.
    public func beforeDocument() throws -> EntityDocument? {
        try before.map(EntityDocument.decode)
    }

    /// The entity's document after the change; nil when it no longer exists.
    public func afterDocument() throws -> EntityDocument? {
        try after.map(EntityDocument.decode)
    }

    /// What the change did, field by field.
    public func difference() throws -> EntityDiff {
        EntityDiff(from: try beforeDocument(), to: try afterDocument())
    }

    /// The change's id, for messages and `--at`: `@42`.
    public var reference: String { "@\(id)" }

    /// `@42 (update by ann at 2026-11-29T10:15:00Z)`, for messages.
    public var summary: String {
        "\(reference) (\(operation.rawValue) by \(actor) at \(UTCTimestamp.text(milliseconds: atMilliseconds)))"
    }
}
