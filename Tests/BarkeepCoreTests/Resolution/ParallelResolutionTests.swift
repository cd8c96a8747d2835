import Testing

@testable import BarkeepCore

/// Whole-catalog resolution on several threads (`ParallelResolution`), which lint and
/// `export --format json` use, hands over what one resolver walking the catalog in order gives, in the
/// same order, whatever the number of workers and the chunk size.
@Suite struct ParallelResolutionTests {
    /// 120 appearances in chains up to 12 deep over aliased palette colours, a cycle, a missing parent
    /// and a missing colour, plus layouts and a theme.
    func entities() throws -> [Entity] {
        var entities = [
            try Fixture.palette("brand", ["light": "#0A84FF", "dark": "#409CFF"]),
            try Fixture.palette("accent", ["light": "{brand}"]),
            try Fixture.entity(.layout, "old", ["barHeight": "44"]),
            try Fixture.entity(.layout, "tall", ["barHeight": "70", "fallback": "old"]),
            try Fixture.appearance("loop-a", parent: "loop-b"),
            try Fixture.appearance("loop-b", parent: "loop-a"),
            try Fixture.appearance("stray", parent: "nowhere"),
            try Fixture.appearance("unpainted", ["standard.title.color": "{missing}"]),
        ]
        for index in 0..<120 {
            let parent = index % 12 == 0 ? nil : "a\(index - 1)"
            let name = "a\(index)"
            switch index % 3 {
            case 0:
                entities.append(
                    try Fixture.appearance(name, parent: parent, ["standard.backgroundColor": "{accent}"]))
            case 1:
                entities.append(
                    try Fixture.appearance(name, parent: parent, ["scrollEdge.title.color": "{brand}"]))
            default: entities.append(try Fixture.appearance(name, parent: parent, ["compact": "default"]))
            }
        }
        entities.append(try Fixture.entity(.theme, "main", ["navigation": "a5", "layout": "tall"]))
        return entities
    }

    /// Every entity with its result, as one resolver walking the catalog in order gives them, except
    /// that a failure is the error resolving the entity alone gives (one resolver walking in order names
    /// a parent cycle from the member it met first).
    func sequential(_ snapshot: CatalogSnapshot) -> [Pair] {
        var pairs: [Pair] = []
        Resolver(snapshot: snapshot).forEachEntity { entity, result in
            guard case .failure = result else { return pairs.append(Pair(name: entity.name, result: result)) }
            let alone = Result { () throws(ResolutionError) in
                try Resolver(snapshot: snapshot).resolve(entity.kind, entity.name)
            }
            pairs.append(Pair(name: entity.name, result: alone))
        }
        return pairs
    }

    /// An entity's name and its resolution.
    struct Pair: Equatable, Sendable {
        let name: String
        let result: Result<ResolvedEntity, ResolutionError>
    }

    @Test(arguments: [1, 2, 3, 4], [1, 2, 7, 512])
    func outputsComeInOrderAsOneResolverGivesThem(workers: Int, chunkSize: Int) throws {
        let snapshot = CatalogSnapshot(entities: try entities())
        var pairs: [Pair] = []
        ParallelResolution(snapshot: snapshot, workers: workers, chunkSize: chunkSize).forEachEntity(
            transform: { entity, result in Pair(name: entity.name, result: result) },
            consume: { pairs.append($0) })
        let expected = sequential(snapshot)
        #expect(pairs == expected)
        #expect(pairs.count == 129)
        #expect(pairs.filter { if case .failure = $0.result { true } else { false } }.count == 4)
        let loopB = ResolutionError.parentCycle(kind: .appearance, names: ["loop-b", "loop-a", "loop-b"])
        #expect(pairs.first { $0.name == "loop-b" }?.result == .failure(loopB))
    }

    @Test func nothingIsConsumedAfterConsumeThrows() throws {
        struct Stop: Error {}
        let snapshot = CatalogSnapshot(entities: try entities())
        var consumed = 0
        #expect(throws: Stop.self) {
            try ParallelResolution(snapshot: snapshot, workers: 3, chunkSize: 4).forEachEntity(
                transform: { entity, _ in entity.name },
                consume: { _ in
                    consumed += 1
                    if consumed == 10 { throw Stop() }
                })
        }
        #expect(consumed == 10)
    }

    @Test func anEmptyCatalogConsumesNothing() {
        var consumed = 0
        ParallelResolution(snapshot: CatalogSnapshot(entities: []), workers: 2).forEachEntity(
            transform: { entity, _ in entity.name }, consume: { _ in consumed += 1 })
        #expect(consumed == 0)
    }
}
