/// The way into a catalog's history.
extension Catalog {
    /// The catalog's history: listings, past versions, diffs, reverts, restores and time travel.
    public var history: HistoryService { HistoryService(catalog: self) }
}
