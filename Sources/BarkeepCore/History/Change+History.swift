/// The documents and difference of a recorded change, and its one-phrase summary.
extension Change {
    /// The entity's document before the change; nil when it did not exist.
    package func beforeDocument() throws -> EntityDocument? {
        try document(before, "before")
    }

    /// The entity's document after the change; nil when it no longer exists.
    package func afterDocument() throws -> EntityDocument? {
        try document(after, "after")
    }

    /// The document `json` (the one `which` names), decoded; one that does not decode is reported
    /// with this change's id.
    private func document(_ json: String?, _ which: String) throws -> EntityDocument? {
        guard let json else { return nil }
        do {
            return try EntityDocument.decode(json)
        } catch CatalogError.damagedHistory(let detail) {
            throw CatalogError.damagedHistory(detail: "change \(reference), document \(which): \(detail)")
        }
    }

    /// What the change did, field by field.
    package func difference() throws -> EntityDiff {
        EntityDiff(from: try beforeDocument(), to: try afterDocument())
    }

    /// The change's id, for messages and `--at`: `@42`.
    package var reference: String { "@\(id)" }

    /// `@42 (update by ann at 2026-11-29T10:15:00Z)`, for messages.
    package var summary: String {
        "\(reference) (\(operation.rawValue) by \(actor) at \(UTCTimestamp.text(milliseconds: atMilliseconds)))"
    }
}
