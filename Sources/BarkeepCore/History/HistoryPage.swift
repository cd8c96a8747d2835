/// One page of a history listing, newest first, and where the next page starts.
public struct HistoryPage: Hashable, Sendable {
    /// The changes, newest first.
    public var changes: [Change]
    /// When more changes match: pass this as `beforeChangeID` to get the next page.
    public var nextBeforeChangeID: Int64?
}
