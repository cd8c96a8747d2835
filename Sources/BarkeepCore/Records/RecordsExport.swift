// Core owns the records its API speaks: entity kinds, change operations, changes, batches and
// referrers live in a tiny target below Store and Core (Store reads and writes them as rows), and Core
// re-exports them, so a client of Core never imports anything else to name a kind or read a change.
@_exported public import BarkeepRecords
