internal import BarkeepStore

/// Maps the stored change rows Store reads to the changes Core reports.
extension Change {
    /// The change a stored record describes (stored records always have an id).
    init(record: ChangeRecord) {
        self.init(
            id: record.id ?? 0, batchID: record.batchID, atMilliseconds: record.atMilliseconds,
            actor: record.actor, message: record.message, entityID: record.entityID, kind: record.kind,
            name: record.name, operation: record.operation, version: record.version, before: record.before,
            after: record.after)
    }
}
