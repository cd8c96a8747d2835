import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// Snapshot, resolved JSON and DTCG round trips through ``CatalogImporter``, on the demo, on random
/// catalogs of every kind, and on Style-Dictionary-shaped token files.
@Suite struct DataRoundTripTests {
    /// The snapshot text of a catalog.
    func snapshot(_ fixture: FixtureCatalog) throws -> String {
        try Exporter.export(
            fixture.catalog.snapshot(), themes: [], as: .snapshot, settings: ExportSettings(catalogName: "t")
        ).map(\.contents).joined()
    }

    /// A fresh empty catalog with `text` imported in `format`.
    func imported(_ text: String, _ format: ImportFormat = .snapshot) throws -> FixtureCatalog {
        let fixture = try ExportFixture.catalog { _ in }
        let contents = try format.read(text)
        let context = ChangeContext(actor: "t", message: nil, command: "import", atMilliseconds: 2_000)
        try CatalogImporter(entries: contents.entries, replace: false, kinds: contents.kinds).apply(
            to: fixture.catalog, context: context)
        return fixture
    }

    /// A random catalog: palette colours with aliases and every appearance slot, appearances of every bar
    /// with parents and random fields, layouts, sheets, toolbars and themes.
    func randomCatalog(seed: UInt64) throws -> FixtureCatalog {
        var random = SeededRandom(seed: seed)
        return try ExportFixture.catalog { session in
            var colors: [String] = []
            for index in 0..<Int.random(in: 2...6, using: &random) {
                let name = "c\(index)" + (Bool.random(using: &random) ? ".tone" : "")
                var assignments = [
                    "light="
                        + (colors.isEmpty || Bool.random(using: &random)
                            ? "#12345678" : "{\(colors.randomElement(using: &random)!)}")
                ]
                for slot in ["dark", "lightHighContrast", "darkHighContrast"]
                where Bool.random(using: &random) {
                    assignments.append(
                        "\(slot)=" + ["#ABCDEF", "system:label", "clear"].randomElement(using: &random)!)
                }
                if Bool.random(using: &random) {
                    assignments.append("description=Colour \(index) \"quoted\"\n")
                }
                try session.create(.palette, name, assignments: assignments)
                colors.append(name)
            }
            for bar in BarKind.allCases {
                var names: [String] = []
                for index in 0..<Int.random(in: 1...3, using: &random) {
                    let fields = ExportFixture.assignments(for: .appearance, bar: bar).filter { _ in
                        Int.random(in: 0..<8, using: &random) == 0
                    }.map {
                        $0.contains("{brand}")
                            ? $0.replacingOccurrences(of: "{brand}", with: "{\(colors[0])}") : $0
                    }
                    let name = "\(bar.rawValue)-\(index)"
                    try session.create(
                        .appearance, name, bar: bar, parent: names.randomElement(using: &random),
                        assignments: fields)
                    names.append(name)
                }
            }
            try session.create(
                .layout, "layout",
                assignments: ExportFixture.assignments(for: .layout).filter {
                    !$0.hasPrefix("barHeight=") && Bool.random(using: &random)
                } + ["barHeight=70"])
            try session.create(
                .sheet, "sheet",
                assignments: ExportFixture.assignments(for: .sheet).filter { _ in Bool.random(using: &random)
                })
            try session.create(
                .toolbar, "toolbar",
                assignments: ExportFixture.assignments(for: .toolbar).filter { _ in
                    Bool.random(using: &random)
                })
            try session.create(
                .theme, "theme",
                assignments: [
                    "navigation=navigation-0", "layout=layout", "sheets=sheet", "deploymentTarget=16.0",
                ])
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7] as [UInt64])
    func randomCatalogsRoundTrip(seed: UInt64) throws {
        let original = try randomCatalog(seed: seed)
        let text = try snapshot(original)
        let copy = try imported(text)
        #expect(try snapshot(copy) == text)
        #expect(try ExportFixture.export(copy, .json) == ExportFixture.export(original, .json))
    }

    @Test func demoRoundTripsThroughSnapshotAndJSON() throws {
        let demo = try ExportFixture.demo()
        let copy = try imported(try snapshot(demo))
        #expect(try snapshot(copy) == snapshot(demo))
        #expect(try ExportFixture.export(copy, .json) == ExportFixture.export(demo, .json))
    }

    @Test func tokensKeepEveryPaletteAppearanceAndTypography() throws {
        let original = try ExportFixture.catalog { session in
            try session.create(
                .palette, "ink",
                assignments: [
                    "light=#1C1C1E", "dark=#FFFFFF", "lightHighContrast=#000000",
                    "darkHighContrast=#FAFAFA80",
                    "asset=Ink", "description=Text",
                ])
            try session.create(.palette, "brand", assignments: ["light={ink}", "dark=system:systemBlue"])
            try session.create(.palette, "brand.soft", assignments: ["light=clear"])
            try session.create(
                .appearance, "base", bar: .navigation,
                assignments: [
                    "standard.title.font=Nunito-Bold,system", "standard.title.size=18",
                    "standard.title.weight=bold",
                    "standard.title.kern=0.5", "standard.title.textStyle=headline",
                    "standard.largeTitle.size=40",
                    "standard.title.color={brand}",
                ])
        }
        let tokens = try ExportFixture.export(original, .dtcg)
        #expect(tokens.contains("\"$root\""))
        #expect(tokens.contains("\"$type\" : \"typography\""))
        let copy = try imported(tokens, .dtcg)
        #expect(try ExportFixture.export(copy, .dtcg) == tokens)
        let ink = try copy.catalog.entity(.palette, "ink")
        #expect(
            ink.fields.mapValues(\.canonicalText) == [
                "light": "#1C1C1E", "dark": "#FFFFFF", "lightHighContrast": "#000000",
                "darkHighContrast": "#FAFAFA80",
                "asset": "Ink",
            ])
        let base = try copy.catalog.entity(.appearance, "base")
        #expect(base.fields["standard.title.textStyle"]?.canonicalText == "headline")
        #expect(base.fields["standard.title.font"]?.canonicalText == "Nunito-Bold,system")
    }

    /// A file shaped like Style Dictionary's and Tokens Studio's output.
    static let styleDictionaryFile = """
        {
          "color": {
            "$type": "color",
            "brand": {
              "primary": {
                "$value": { "colorSpace": "srgb", "components": [0.0392, 0.5176, 1], "alpha": 1, "hex": "#0a84ff" },
                "$description": "Primary brand colour",
                "$extensions": { "studio.tokens": { "modify": {} } }
              },
              "muted": { "$value": "#0A84FF80" }
            },
            "text": { "$value": "{color.brand.primary}" }
          },
          "spacing": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
          "shadow": { "card": { "$type": "shadow", "$value": { "color": "#000000" } } }
        }
        """

    @Test func readsStyleDictionaryShapedFiles() throws {
        let contents = try ImportFormat.dtcg.read(Self.styleDictionaryFile)
        #expect(contents.skipped.count == 3, "\(contents.skipped)")
        #expect(contents.skipped.contains { $0.contains("studio.tokens") })
        let copy = try imported(Self.styleDictionaryFile, .dtcg)
        #expect(
            try copy.catalog.entity(.palette, "brand.primary").fields["light"]?.canonicalText == "#0A84FF")
        #expect(try copy.catalog.entity(.palette, "brand.primary").description == "Primary brand colour")
        #expect(
            try copy.catalog.entity(.palette, "brand.muted").fields["light"]?.canonicalText == "#0A84FF80")
        #expect(try copy.catalog.entity(.palette, "text").fields["light"]?.canonicalText == "{brand.primary}")
    }

    @Test(arguments: [
        (
            "{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"{color.b}\"}, \"b\": {\"$value\": \"{color.a}\"}}}",
            "a → b → a"
        ),
        ("{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"{color.missing}\"}}}", "color.a"),
        ("{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"#12\"}}}", "color.a"),
        ("{\"color\": {\"$type\": \"color\", \"Bad Name\": {\"$value\": \"#123456\"}}}", "color.Bad Name"),
    ])
    func badTokenFilesChangeNothing(file: String, named: String) throws {
        let fixture = try ExportFixture.catalog {
            try $0.create(.palette, "keep", assignments: ["light=#000000"])
        }
        let context = ChangeContext(actor: "t", message: nil, command: "import", atMilliseconds: 2_000)
        do {
            let contents = try ImportFormat.dtcg.read(file)
            try CatalogImporter(entries: contents.entries, replace: true, kinds: contents.kinds).apply(
                to: fixture.catalog, context: context)
            Issue.record("imported \(file)")
        } catch {
            #expect("\(error)".contains(named), "\(error)")
        }
        #expect(try fixture.catalog.entities().map(\.name) == ["keep"])
    }
}
