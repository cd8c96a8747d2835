internal import BarkeepStore

/// Maps the referrers Store finds to the referrers Core reports.
extension Referrer {
    /// The referrer a stored record describes.
    init(record: ReferrerRecord) {
        self.init(kind: record.kind, name: record.name, path: record.path)
    }
}
