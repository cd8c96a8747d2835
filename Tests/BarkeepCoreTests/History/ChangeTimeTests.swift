import BarkeepCore
import BarkeepTestSupport
import Synchronization
import Testing

/// Change times are read once the write lock is held and never go below the previous change's, so
/// change ids and times are ordered the same way (issue 10, defect 1).
@Suite struct ChangeTimeTests {
    let directory = TemporaryDirectory()

    func create(_ catalog: Catalog, _ name: String, context: ChangeContext) throws -> Change {
        try catalog.mutate(context) { session in
            try session.create(
                try EntityEditor.applying(["light=#000000"], to: Entity(kind: .palette, name: name)))
            return session.changes[0]
        }
    }

    @Test func theTimeIsReadWhenTheTransactionStartsNotWhenTheCommandDoes() throws {
        let catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
        let now = Mutex<Int64>(1_000)
        let context = ChangeContext(actor: "ann", message: nil, command: "t", clock: { now.withLock { $0 } })
        #expect(context.atMilliseconds == 1_000)
        now.withLock { $0 = 7_000 }
        #expect(try create(catalog, "a", context: context).atMilliseconds == 7_000)
    }

    @Test func aWriterWhoseClockIsBehindNeverRecordsAnEarlierTime() throws {
        let path = directory.file("c.sqlite")
        let first = try Catalog(path: path, create: true, nowMilliseconds: 0)
        let second = try Catalog(path: path, create: false, nowMilliseconds: 0)
        let late = try create(
            first, "a",
            context: ChangeContext(actor: "ann", message: nil, command: "t", atMilliseconds: 5_000))
        // The second writer read its clock before waiting for the lock the first one held.
        let behind = try create(
            second, "b",
            context: ChangeContext(actor: "bob", message: nil, command: "t", atMilliseconds: 2_000))
        #expect(behind.id > late.id)
        #expect(behind.atMilliseconds == 5_000)
        let changes = try first.history.changes(HistoryQuery()).changes.reversed()
        #expect(changes.map(\.atMilliseconds) == changes.map(\.atMilliseconds).sorted())
        #expect(try first.history.catalog(at: .time(milliseconds: 4_999)).isEmpty)
        #expect(try first.history.catalog(at: .time(milliseconds: 5_000)).map(\.name) == ["a", "b"])
    }
}
