import BarkeepCore
import BarkeepExport
import Testing

/// `export --format dtcg` is written token by token as entities resolve: the document must still be
/// the canonical one (sorted keys at every level, as if made whole), a valid DTCG tree (no token holding
/// another) whatever the names nest, and read back whole.
@Suite struct DesignTokensStreamingTests {
    let settings = ExportSettings(catalogName: "test.sqlite")

    /// The pieces the streamed export hands over.
    func pieces(_ fixture: FixtureCatalog) throws -> [String] {
        var pieces: [String] = []
        try Exporter.stream(fixture.catalog.snapshot(), themes: [], as: .dtcg, settings: settings)
            .write { pieces.append($0) }
        return pieces
    }

    /// The token paths of a document below `path`, each with its node; fails on a token holding a
    /// member that is not a `$` property (a token inside a token).
    func tokens(_ node: JSONNode, _ path: [String] = []) -> [(path: String, node: JSONNode)] {
        guard let members = node.members else { return [] }
        if node["$value"] != nil {
            let nested = members.map(\.key).filter { !$0.hasPrefix("$") }
            #expect(nested.isEmpty, "token \(path.joined(separator: ".")) holds \(nested)")
            return [(path.joined(separator: "."), node)]
        }
        return members.filter { $0.key != "$extensions" }.flatMap { tokens($0.value, path + [$0.key]) }
    }

    /// A catalog whose names nest in every way a path can: a name inside another's group (`a`, `a.b`),
    /// a trailing dot and an empty segment (`b.`, `b..c`), a `-` that sorts before `.` (`a-c`), and
    /// entities named like the tokens below another (`x.standard.title`), with shadows. (`a` and `a.`
    /// cannot both be: they are one Swift name.)
    func nestedNames() throws -> FixtureCatalog {
        try ExportFixture.catalog { session in
            for name in ["a", "b.", "b..c", "a.b", "a-c", "a.b.c"] {
                try session.create(.palette, name, assignments: ["light=#112233"])
            }
            try session.create(.palette, "ref", assignments: ["light={b.}", "dark={a}"])
            for name in ["x", "y.", "x-y", "x.standard", "x.standard.title", "x.standard.title.shadow"] {
                try session.create(
                    .appearance, name, bar: .navigation,
                    assignments: [
                        "standard.title.size=20", "standard.title.shadow.blur=2",
                        "standard.title.shadow.offset.vertical=1",
                    ])
            }
            for name in ["l", "m.", "l.barheight", "l.barheight.x"] {
                try session.create(.layout, name, assignments: ["barHeight=60"])
            }
        }
    }

    @Test func nestedNamesMakeACanonicalValidDocumentThatImportsBackWhole() throws {
        let original = try nestedNames()
        let text = try pieces(original).joined()
        let document = try JSONParser.parse(text)  // refuses duplicate keys
        #expect(CanonicalJSON.text(document.plain, pretty: true) + "\n" == text, "not in canonical order")
        let paths = tokens(document).map(\.path)
        #expect(
            paths.contains("color.a.$root") && paths.contains("color.b..$root")
                && paths.contains("color.b..c"))
        #expect(paths.contains("typography.x.standard.title.$root"))
        #expect(paths.contains("typography.x.standard.title.standard.title"))
        #expect(
            ["l.barHeight", "m..barHeight", "l.barheight.barHeight", "l.barheight.x.barHeight"].allSatisfy {
                paths.contains("dimension.layout." + $0)
            })
        #expect(text.contains(#""$value" : "{color.b..$root}""#))

        // The tokens of values an appearance resolves to but does not set are skipped, and said so.
        let skipped = try ImportFormat.dtcg.read(text).skipped
        #expect(
            skipped.contains(
                "typography.x.compact.title: $type typography without Barkeep's fields "
                    + "(a resolved value, not imported)"
            ))
        #expect(skipped.allSatisfy { $0.hasSuffix("(a resolved value, not imported)") }, "\(skipped)")
        let copy = try DataRoundTripTests().imported(text, .dtcg)
        #expect(try ExportFixture.export(copy, .dtcg) == text)
        for name in ["a", "b.", "b..c", "a.b", "a-c", "a.b.c"] {
            #expect(try copy.catalog.entity(.palette, name).fields["light"]?.canonicalText == "#112233")
        }
        #expect(try copy.catalog.entity(.palette, "ref").fields["light"]?.canonicalText == "{b.}")
        for name in ["x", "y.", "x-y", "x.standard", "x.standard.title", "x.standard.title.shadow"] {
            let fields = try copy.catalog.entity(.appearance, name).fields.mapValues(\.canonicalText)
            #expect(
                fields == [
                    "standard.title.size": "20", "standard.title.shadow.blur": "2",
                    "standard.title.shadow.offset.vertical": "1",
                ], "\(name)")
        }
        #expect(try copy.catalog.entity(.layout, "l.barheight.x").fields["barHeight"]?.canonicalText == "60")
    }

    @Test func aShadowTravelsInItsTextSetsTypographyToken() throws {
        let text = try pieces(nestedNames()).joined()
        let standardTitle = try #require(
            tokens(JSONParser.parse(text)).first { $0.path == "typography.x-y.standard.title" }?.node)
        let fields = standardTitle["$extensions"]?["com.barkeep"]?["fields"]?.plain
        #expect(
            fields
                == .object([
                    "standard.title.size": .string("20"), "standard.title.shadow.blur": .string("2"),
                    "standard.title.shadow.offset.vertical": .string("1"),
                ])
        )
    }

    @Test func aLargeCatalogIsHandedOverInPiecesEveryTokenWritten() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(.palette, "base", assignments: ["light=#0A84FF"])
            for index in 0..<300 {
                try session.create(.palette, "c\(index)", assignments: ["light=#0A84FF", "dark={base}"])
                try session.create(
                    .appearance, "a\(index)", bar: .navigation,
                    assignments: ["standard.title.size=\(10 + index % 50)", "standard.largeTitle.kern=1"])
            }
        }
        let pieces = try pieces(fixture)
        #expect(pieces.count > 3)
        let document = try JSONParser.parse(pieces.joined())
        #expect(tokens(document).count { $0.path.hasPrefix("color.c") } == 300)
    }

    @Test(arguments: [0, 1, 2, 3] as [UInt64])
    func randomCatalogsStreamTheWholeCanonicalDocument(seed: UInt64) throws {
        let fixture = try DataRoundTripTests().randomCatalog(seed: seed)
        let text = try pieces(fixture).joined()
        let document = try JSONParser.parse(text)
        #expect(CanonicalJSON.text(document.plain, pretty: true) + "\n" == text)
        _ = tokens(document)
    }
}
