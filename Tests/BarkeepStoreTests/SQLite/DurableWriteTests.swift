import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

/// Write transactions on a catalog: the write-ahead log is kept between connections, empty, and the
/// main file alone holds every committed change (so copying or committing the file is enough).
@Suite struct DurableWriteTests {
    let directory = TemporaryDirectory()

    /// The size of the file at `path`, nil when it does not exist.
    func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    @Test func aCommittedChangeIsInTheMainFileAndTheLogIsKeptEmpty() throws {
        let path = directory.file("c.sqlite")
        let connection = try CatalogDatabase.open(path: path, create: true, nowMilliseconds: 0)
        #expect(try connection.firstRow("PRAGMA synchronous")?.integer(0) == 1)  // NORMAL
        try connection.writeTransaction {
            try connection.execute(
                "INSERT INTO entity (kind, name) VALUES ('palette', 'brand')")
        }
        // Still open: the transaction was checkpointed into the main file right after its commit.
        let copy = directory.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reader = try Connection(path: copy, mode: .readOnly)
        #expect(try reader.firstRow("SELECT count(*) FROM entity")?.integer(0) == 1)
        #expect(size(path + "-wal") != nil)
        _ = connection  // closed here
    }

    @Test func aNewCatalogIsOneFileAndTheLogOfAnEditedOneOutlivesTheConnectionEmpty() throws {
        let path = directory.file("c.sqlite")
        for name in ["brand", "accent"] {
            let connection = try CatalogDatabase.open(path: path, create: true, nowMilliseconds: 0)
            try connection.writeTransaction {
                try connection.execute("INSERT INTO entity (kind, name) VALUES ('palette', ?)", [name])
            }
            if name == "brand" {
                _ = consume connection
                // Made by this connection: no log or index left beside it.
                #expect(size(path + "-wal") == nil)
                #expect(size(path + "-shm") == nil)
            }
        }
        #expect(size(path + "-wal") == 0)
        let reader = try CatalogDatabase.open(path: path, access: .read, nowMilliseconds: 0)
        #expect(try reader.firstRow("SELECT count(*) FROM entity")?.integer(0) == 2)
    }

    @Test func aReaderHoldingTheLogBackStillGetsTheCommitSynced() throws {
        let path = directory.file("c.sqlite")
        let writer = try CatalogDatabase.open(path: path, create: true, nowMilliseconds: 0)
        let reader = try CatalogDatabase.open(path: path, access: .read, nowMilliseconds: 0)
        try reader.readTransaction {
            _ = try reader.firstRow("SELECT count(*) FROM entity")
            // The reader's snapshot keeps the checkpoint from copying this commit: the log is synced.
            try writer.writeTransaction {
                try writer.execute("INSERT INTO entity (kind, name) VALUES ('palette', 'brand')")
            }
            #expect(try reader.firstRow("SELECT count(*) FROM entity")?.integer(0) == 0)
        }
        #expect(try reader.firstRow("SELECT count(*) FROM entity")?.integer(0) == 1)
    }
}
