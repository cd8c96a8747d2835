internal import BarkeepStore

/// Maps the stored batch rows Store reads to the batches Core reports.
extension Batch {
    /// The batch a stored record describes (stored records always have an id).
    init(record: BatchRecord) {
        self.init(
            id: record.id ?? 0, atMilliseconds: record.atMilliseconds, actor: record.actor,
            message: record.message, command: record.command)
    }
}
