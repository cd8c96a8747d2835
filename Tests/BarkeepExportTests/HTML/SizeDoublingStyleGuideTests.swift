import BarkeepCore
import BarkeepExport
import Testing

/// The style guide's work grows with the catalog, not faster, and its text is never held whole (issue
/// 31, finding 6): a catalog twice as large costs at most about twice the steps (the tags, attributes
/// and texts written, counted by ``WorkCounter``) and twice the bytes, and the page is handed over in
/// pieces no larger than before, one contents entry or article at a time.
@Suite struct SizeDoublingStyleGuideTests {
    /// A catalog of `appearances` (a multiple of 180) appearances in inheritance chains of thirty
    /// (deeper than an article names), navigation, tab and toolbar chains in turn, each appearance
    /// reading two of `appearances / 9` palette colours (aliases of one another in fours); one theme per
    /// ten appearances, each with its own navigation appearance, layout and sheet; one toolbar preset
    /// per twenty appearances. Names have four digits, so twice the appearances make twice the catalog,
    /// entity for entity.
    static func catalog(_ appearances: Int) throws -> CatalogSnapshot {
        func name(_ prefix: String, _ index: Int) -> String {
            let digits = String(index)
            return prefix + String(repeating: "0", count: 4 - digits.count) + digits
        }
        func entity(_ kind: EntityKind, _ name: String, bar: BarKind? = nil, _ assignments: [String]) throws
            -> Entity
        {
            try EntityEditor.applying(assignments, to: Entity(kind: kind, name: name, bar: bar))
        }
        let colors = appearances / 9
        let colorPaths: [BarKind: String] = [
            .navigation: "standard.title.color", .tab: "standard.item.selected.iconColor",
            .toolbar: "standard.button.color",
        ]
        var entities: [Entity] = []
        for index in 0..<colors {
            let value = index % 4 == 0 ? "#0A84FF" : "{\(name("p", index - 1))}"
            entities.append(try entity(.palette, name("p", index), ["light=" + value]))
        }
        for index in 0..<appearances {
            let bar = [BarKind.navigation, .tab, .toolbar][index / 30 % 3]
            var assignments = [
                "standard.backgroundColor={\(name("p", index % colors))}",
                "\(colorPaths[bar] ?? "")={\(name("p", (index * 7 + 3) % colors))}",
            ]
            if index % 30 != 0 { assignments.append("parent=\(name("a", index - 1))") }
            entities.append(try entity(.appearance, name("a", index), bar: bar, assignments))
        }
        for index in 0..<appearances / 10 {
            let navigation = name("a", index / 10 * 90 + index % 10)
            entities += [
                try entity(.layout, name("layout", index), ["barHeight=70", "strategy=contentViewLayout"]),
                try entity(.sheet, name("sheet", index), ["detents=medium,large"]),
                try entity(
                    .theme, name("theme", index),
                    [
                        "navigation=\(navigation)", "layout=\(name("layout", index))",
                        "sheets=\(name("sheet", index))",
                    ]),
            ]
        }
        for index in 0..<appearances / 20 {
            entities.append(
                try entity(.toolbar, name("toolbar", index), ["title=Tools", "items=primaryAction:Add:plus"]))
        }
        return CatalogSnapshot(entities: entities)
    }

    /// The steps, bytes and largest piece of `snapshot`'s style guide as `export --format html` writes
    /// it.
    static func measure(_ snapshot: CatalogSnapshot) throws -> (steps: Int, bytes: Int, largestPiece: Int) {
        let counter = WorkCounter()
        var bytes = 0
        var largestPiece = 0
        try WorkCounter.$current.withValue(counter) {
            let settings = ExportSettings(catalogName: "doubling.sqlite")
            try Exporter.stream(snapshot, themes: [], as: .html, settings: settings).writeUTF8 { piece in
                bytes += piece.count
                largestPiece = max(largestPiece, piece.count)
            }
        }
        return (counter.steps, bytes, largestPiece)
    }

    @Test func aCatalogTwiceAsLargeCostsTwiceTheWorkAndHoldsNoMoreTextAtOnce() throws {
        let single = try Self.measure(Self.catalog(180))
        let double = try Self.measure(Self.catalog(360))
        let report = "180 appearances: \(single), 360: \(double)"
        #expect(single.steps > 0)
        #expect(double.steps <= 2 * single.steps, "\(report)")
        #expect(double.bytes <= 2 * single.bytes, "\(report)")
        #expect(double.largestPiece <= single.largestPiece, "\(report)")
    }
}
