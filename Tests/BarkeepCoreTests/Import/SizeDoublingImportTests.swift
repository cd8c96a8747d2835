import BarkeepTestSupport
import Testing

@testable import BarkeepCore

/// An import's work grows with its input, not faster (issue 31, finding 6): a chain of palette
/// aliases twice as long costs at most about twice the counted steps (``WorkCounter``), not four or
/// eight times.
@Suite struct SizeDoublingImportTests {
    let directory = TemporaryDirectory()

    /// A chain of `length` palette colours, each an alias of the one before it.
    static func aliasChain(_ length: Int) -> [ImportedEntity] {
        (0..<length).map { index in
            ImportedEntity(
                kind: .palette, name: "c\(index)",
                fields: ["light": index == 0 ? "#0A84FF" : "{c\(index - 1)}"])
        }
    }

    /// The steps importing `entries` into a new catalog counts.
    func importSteps(_ entries: [ImportedEntity], into name: String) throws -> Int {
        let catalog = try Catalog(path: directory.file(name), create: true, nowMilliseconds: 0)
        let counter = WorkCounter()
        try WorkCounter.$current.withValue(counter) {
            let context = ChangeContext(actor: "ann", message: nil, command: "import", atMilliseconds: 1_000)
            _ = try CatalogImporter(entries: entries, replace: false).apply(to: catalog, context: context)
        }
        #expect(try catalog.entities(kind: .palette).count == entries.count)
        return counter.steps
    }

    @Test func aPaletteAliasChainTwiceAsLongCostsTwiceTheSteps() throws {
        let single = try importSteps(Self.aliasChain(400), into: "single.sqlite")
        let double = try importSteps(Self.aliasChain(800), into: "double.sqlite")
        #expect(single > 0)
        #expect(double <= 2 * single + 16, "400 links: \(single) steps, 800 links: \(double)")
    }
}
