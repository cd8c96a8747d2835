import Testing

@testable import BarkeepCore

/// A snapshot keeps each kind's entities sorted by name, the later of two with one name.
struct CatalogSnapshotTests {
    /// A palette colour named `name` whose light value is `light`.
    func colour(_ name: String, _ light: String) throws -> Entity {
        try EntityEditor.applying(["light=\(light)"], to: Entity(kind: .palette, name: name))
    }

    @Test func entitiesOutOfOrderAreSortedByNameAndTheLaterOfTwoIsKept() throws {
        let given = [
            try colour("b", "#000001"), try colour("a", "#000002"), try colour("c", "#000003"),
            try colour("a", "#000004"), try colour("b", "#000005"), try colour("a", "#000006"),
        ]
        let snapshot = CatalogSnapshot(entities: given)
        let kept = snapshot.entities(of: .palette)
        #expect(kept.map(\.name) == ["a", "b", "c"])
        #expect(kept.map { $0.fields["light"]?.canonicalText } == ["#000006", "#000005", "#000003"])
        #expect(snapshot.entity(.palette, "a")?.fields["light"]?.canonicalText == "#000006")
    }

    @Test func entitiesInOrderAreKeptAsGiven() throws {
        let given = try (0..<50).map { try colour("c\(1000 + $0)", "#000000") }
        let snapshot = CatalogSnapshot(entities: given.reversed())
        #expect(snapshot.entities(of: .palette).map(\.name) == given.map(\.name))
        #expect(CatalogSnapshot(entities: given).entities(of: .palette) == given)
    }
}
