import BarkeepTestSupport
import Testing

@testable import BarkeepCore

/// Rule 6: every resolved field says where it came from, with the change that last set it.
@Suite struct ProvenanceTests {
    @Test func everyFieldNamesEntityVariantPathAndChange() throws {
        let changes: [String: Int64] = ["appearance/base/standard.title.color": 42]
        let resolver = Fixture.resolver(
            [
                try Fixture.appearance("base", ["standard.title.color": "#FFFFFF"]),
                try Fixture.appearance("leaf", parent: "base", ["compact": "default"]),
            ],
            lastChangeID: { kind, name, path in changes["\(kind.rawValue)/\(name)/\(path)"] })
        let leaf = try resolver.resolve(.appearance, "leaf")
        let title = try #require(leaf.field("standard.title.color"))
        #expect(
            title.provenance.source
                == FieldSource(
                    kind: .appearance, entity: "base", path: "standard.title.color", variant: .standard))
        #expect(title.provenance.changeID == 42)
        #expect(title.provenance.description == "standard.title.color of appearance base, change 42")
        let scrollEdge = try #require(leaf.field("scrollEdge.title.color"))
        #expect(scrollEdge.path == "scrollEdge.title.color")
        #expect(
            scrollEdge.provenance.description
                == "standard.title.color of appearance base (fallback from scrollEdge), change 42")
        #expect(
            leaf.field("compactScrollEdge.title.color")?.provenance.description
                == "standard.title.color of appearance base (fallback from compactScrollEdge via scrollEdge), change 42"
        )
        #expect(
            leaf.field("compact.title.color")?.provenance.description
                == "UIKit default (compact=default of appearance leaf)")
        #expect(leaf.field("standard.shadowColor")?.provenance.description == "UIKit default")
        #expect(leaf.fields.allSatisfy { !$0.provenance.description.isEmpty })
    }

    @Test func resolvedValuesReadWell() throws {
        let resolver = Fixture.resolver([
            try Fixture.palette("brand", ["light": "#0A84FF"]),
            try Fixture.appearance(
                "bar",
                [
                    "standard.title.color": "#FFFFFF", "standard.background": "opaque",
                    "standard.shadowColor": "{brand}", "bar.tintColor": "system:systemBlue",
                ]),
        ])
        let bar = try resolver.resolve(.appearance, "bar")
        #expect(bar.value("standard.title.color")?.description == "#FFFFFF")
        #expect(bar.value("standard.background")?.description == "opaque")
        #expect(bar.value("standard.shadowColor")?.description == "{brand} = #0A84FF")
        #expect(
            bar.value("bar.tintColor")?.description
                == "system:systemBlue = #007AFF, dark #0A84FF, lightHighContrast #0040DD, darkHighContrast #409CFF"
        )
        #expect(bar.setFields.map(\.path).contains("bar.tintColor"))
    }

    @Test func aSnapshotOfACatalogResolves() throws {
        let directory = TemporaryDirectory()
        let catalog = try Catalog(path: directory.file("c.sqlite"), create: true, nowMilliseconds: 0)
        let context = ChangeContext(actor: "ann", message: nil, command: "test", atMilliseconds: 1)
        try catalog.mutate(context) { session in
            try session.create(try Fixture.palette("brand", ["light": "#0A84FF"]))
            try session.create(try Fixture.appearance("base", ["standard.backgroundColor": "{brand}"]))
            try session.create(try Fixture.appearance("leaf", parent: "base"))
        }
        let snapshot = try catalog.snapshot()
        #expect(snapshot.count == 3)
        let leaf = try Resolver(snapshot: snapshot).resolve(.appearance, "leaf")
        #expect(leaf.value("scrollEdge.backgroundColor")?.color?.color?.light == Fixture.rgba("#0A84FF"))
    }
}
