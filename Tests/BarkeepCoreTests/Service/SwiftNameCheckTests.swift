import BarkeepTestSupport
import Testing

@testable import BarkeepCore
@testable import BarkeepStore

/// The Swift-name rule in a session that writes many entities one change at a time (a batch revert,
/// a restore): the work grows with the entities written, not with their square, and the table the
/// session switches to refuses, frees and moves names as the per-write query did.
@Suite struct SwiftNameCheckTests {
    let directory = TemporaryDirectory()

    func context(_ command: String) -> ChangeContext {
        ChangeContext(actor: "ann", message: nil, command: command, atMilliseconds: 1_000)
    }

    /// The SQLite virtual machine steps of one session creating palette colours `p0` … `p<count-1>`
    /// (names that share their first letter, so each query ranged over every name before it).
    func stepsToCreate(_ count: Int) throws -> Int {
        let catalog = try Catalog(path: directory.file("c\(count).sqlite"), create: true, nowMilliseconds: 0)
        let before = catalog.connection.virtualMachineSteps
        try catalog.mutate(context("restore")) { session in
            for index in 0..<count {
                try session.create(.palette, "p\(index)", assignments: ["light=#0A84FF"])
            }
        }
        return catalog.connection.virtualMachineSteps - before
    }

    @Test func twiceTheEntitiesInOneSessionIsAboutTwiceTheWork() throws {
        let small = try stepsToCreate(400)
        let large = try stepsToCreate(800)
        // Linear work gives 2; the query per write over every earlier name gave close to 4.
        let ratio = Double(large) / Double(small)
        #expect(ratio < 2.5, "steps: \(small) for 400, \(large) for 800")
    }

    @Test func theTableRefusesMovesAndFreesNamesAsTheQueryDid() throws {
        let catalog = try Catalog(path: directory.file("t.sqlite"), create: true, nowMilliseconds: 0)
        try catalog.mutate(context("setup")) { session in
            // Past the queries a session makes before it reads the kind's names into a table.
            for index in 0..<(MutationSession.swiftNameQueriesBeforeTable + 8) {
                try session.create(.palette, "p\(index)", assignments: ["light=#0A84FF"])
            }
            try session.create(.palette, "brand-dark", assignments: ["light=#0A84FF"])
            #expect(throws: CatalogError.self) {
                try session.create(.palette, "brand.dark", assignments: ["light=#0A84FF"])
            }
            // A rename frees the old Swift name and takes the new one.
            try session.rename(.palette, "brand-dark", to: "ink-dark")
            try session.create(.palette, "brand.dark", assignments: ["light=#0A84FF"])
            #expect(throws: CatalogError.self) {
                try session.rename(.palette, "p0", to: "ink.dark")
            }
            // A delete frees its Swift name.
            try session.delete(.palette, "ink-dark")
            try session.create(.palette, "ink.dark", assignments: ["light=#0A84FF"])
        }
        #expect(try catalog.names(of: .palette).contains("ink.dark"))
    }
}
