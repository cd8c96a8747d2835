import BarkeepCore
import BarkeepExport
import Testing

/// `Exporter.stream`, which `barkeep export` writes from, gives the bytes of the whole-catalog path
/// (`Exporter.export`); the resolved JSON of a whole catalog comes one entity at a time.
@Suite struct StreamingExportTests {
    let settings = ExportSettings(catalogName: "test.sqlite")

    /// The pieces `stream` hands over for `format`.
    func pieces(
        _ snapshot: CatalogSnapshot, _ format: ExportFormat, themes: [String] = [],
        settings: ExportSettings? = nil
    ) throws -> [String] {
        var pieces: [String] = []
        try Exporter.stream(snapshot, themes: themes, as: format, settings: settings ?? self.settings)
            .write { pieces.append($0) }
        return pieces
    }

    /// The text the whole-catalog path makes for `format`.
    func whole(
        _ snapshot: CatalogSnapshot, _ format: ExportFormat, themes: [String] = [],
        settings: ExportSettings? = nil
    ) throws -> String {
        try Exporter.export(snapshot, themes: themes, as: format, settings: settings ?? self.settings)
            .map(\.contents).joined()
    }

    @Test(arguments: ExportFormat.allCases.filter { !$0.writesFolder })
    func demoStreamsTheSameBytes(format: ExportFormat) throws {
        let snapshot = try ExportFixture.demo().catalog.snapshot()
        #expect(try pieces(snapshot, format).joined() == whole(snapshot, format))
        #expect(
            try pieces(snapshot, format, themes: ["articles"]).joined()
                == whole(snapshot, format, themes: ["articles"]))
    }

    /// The bytes `stream` hands to a byte destination (`export --output`) for `format`.
    func bytes(
        _ snapshot: CatalogSnapshot, _ format: ExportFormat, settings: ExportSettings? = nil
    ) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try Exporter.stream(snapshot, themes: [], as: format, settings: settings ?? self.settings)
            .writeUTF8 { bytes.append(contentsOf: $0) }
        return bytes
    }

    @Test(arguments: ExportFormat.allCases.filter { !$0.writesFolder })
    func bytesAreTheTextsUTF8(format: ExportFormat) throws {
        let snapshot = try ExportFixture.demo().catalog.snapshot()
        #expect(try bytes(snapshot, format) == Array(whole(snapshot, format).utf8))
        // Descriptions, fonts and asset names with quotes, escapes and non-ASCII text (bidi controls,
        // zero-width spaces) in every piece.
        let hostile = try ExportFixture.catalog { session in
            for (index, text) in HostileInputTests.multiline.enumerated() {
                try session.create(
                    .palette, "c\(index)", description: text + " é 日本 🚀", assignments: ["light=#0A84FF"])
                try session.create(
                    .appearance, "a\(index)", bar: .navigation, description: text,
                    assignments: ["standard.title.font=\(HostileInputTests.hostile[index]) ✓,system"])
            }
        }.catalog.snapshot()
        let text = try whole(hostile, format)
        #expect(text.utf8.count > text.unicodeScalars.count, "the catalog's text is not ASCII")
        #expect(try bytes(hostile, format) == Array(text.utf8))
    }

    @Test(arguments: [0, 1, 2, 3] as [UInt64])
    func randomCatalogsStreamTheSameJSON(seed: UInt64) throws {
        let catalog = try DataRoundTripTests().randomCatalog(seed: seed).catalog
        let snapshot = try catalog.snapshot()
        let explained = try catalog.read {
            let index = try catalog.history.lastChangeIDs()
            return snapshot.withLastChangeID { index.changeID($0, $1, $2) }
        }
        let explain = ExportSettings(catalogName: "test.sqlite", explain: true)
        #expect(try pieces(snapshot, .json).joined() == whole(snapshot, .json))
        #expect(
            try pieces(explained, .json, settings: explain).joined()
                == whole(explained, .json, settings: explain))
    }

    @Test(arguments: [0, 1, 2, 3] as [UInt64])
    func randomCatalogsStreamTheSameSwift(seed: UInt64) throws {
        let snapshot = try DataRoundTripTests().randomCatalog(seed: seed).catalog.snapshot()
        for target in [nil, IOSVersion(12), .iOS17] {
            let settings = ExportSettings(catalogName: "test.sqlite", deploymentTarget: target)
            for format in [ExportFormat.uikit, .swiftui] {
                #expect(
                    try pieces(snapshot, format, settings: settings).joined()
                        == whole(snapshot, format, settings: settings))
            }
        }
    }

    @Test func swiftOfTheWholeCatalogComesOneEntityAtATime() throws {
        let snapshot = try ExportFixture.demo().catalog.snapshot()
        let appearances = snapshot.entities(of: .appearance).count
        let uikit = try pieces(snapshot, .uikit)
        #expect(uikit.count > appearances)
        #expect(uikit.allSatisfy { $0.split(separator: "\n").count { $0.hasPrefix("public enum ") } <= 1 })
        let swiftui = try pieces(snapshot, .swiftui)
        #expect(swiftui.count > snapshot.entities(of: .palette).count)
        #expect(swiftui.allSatisfy { $0.components(separatedBy: "BarStyle: ViewModifier {").count <= 2 })
        for format in [ExportFormat.uikit, .swiftui] {
            let empty = try self.pieces(CatalogSnapshot(entities: []), format)
            #expect(empty.joined() == (try whole(CatalogSnapshot(entities: []), format)))
        }
    }

    @Test func swiftOfACatalogThatDoesNotResolveFailsAsTheWholeFileDoes() throws {
        let stray = Entity(kind: .appearance, name: "stray", bar: .navigation, parent: "nowhere")
        let snapshot = CatalogSnapshot(entities: try ExportFixture.demo().catalog.entities() + [stray])
        let expected = ResolutionError.missingReference(
            kind: .appearance, name: "stray", path: "parent", target: .appearance, targetName: "nowhere")
        for format in [ExportFormat.uikit, .swiftui] {
            #expect(throws: expected) { try whole(snapshot, format) }
            #expect(throws: expected) {
                try Exporter.stream(snapshot, themes: [], as: format, settings: settings)
            }
        }
        let unchecked = try Exporter.stream(
            snapshot, themes: [], as: .uikit, settings: settings, checkingFirst: false)
        #expect(throws: expected) { try unchecked.write { _ in } }
        #expect(throws: expected) {
            try Exporter.stream(snapshot, themes: [], as: .swiftui, settings: settings, checkingFirst: false)
        }
    }

    @Test func swiftNamesThatCollideFailBeforeAnyOutput() throws {
        let entities =
            try ExportFixture.demo().catalog.entities() + [
                Entity(kind: .sheet, name: "half-sheet"), Entity(kind: .sheet, name: "half.sheet"),
            ]
        let snapshot = CatalogSnapshot(entities: entities)
        for format in [ExportFormat.uikit, .swiftui] {
            var message = ""
            do { _ = try whole(snapshot, format) } catch { message = "\(error)" }
            #expect(message.contains("both become the Swift name 'halfSheet'"))
            for checkingFirst in [true, false] {
                #expect(throws: ExportError.self) {
                    try Exporter.stream(
                        snapshot, themes: [], as: format, settings: settings, checkingFirst: checkingFirst)
                }
            }
        }
    }

    @Test func jsonOfTheWholeCatalogComesOneEntityAtATime() throws {
        let snapshot = try ExportFixture.demo().catalog.snapshot()
        let pieces = try pieces(snapshot, .json)
        #expect(pieces.count == snapshot.count + 2)
        #expect(pieces[1].contains("\"kind\" : \"palette\""))
        let empty = try self.pieces(CatalogSnapshot(entities: []), .json)
        #expect(empty.joined() == (try whole(CatalogSnapshot(entities: []), .json)))
    }

    /// `json` and `dtcg`: a catalog that does not resolve fails before any output, or part way when
    /// not checked first; an empty one gives the empty document.
    @Test func anEntityThatDoesNotResolveFailsBeforeAnyOutput() throws {
        let stray = Entity(kind: .appearance, name: "stray", bar: .navigation, parent: "nowhere")
        let snapshot = CatalogSnapshot(entities: try ExportFixture.demo().catalog.entities() + [stray])
        let expected = ResolutionError.missingReference(
            kind: .appearance, name: "stray", path: "parent", target: .appearance, targetName: "nowhere")
        for format in [ExportFormat.json, .dtcg] {
            #expect(throws: expected) { try whole(snapshot, format) }
            #expect(throws: expected) {
                try Exporter.stream(snapshot, themes: [], as: format, settings: settings)
            }
            let unchecked = try Exporter.stream(
                snapshot, themes: [], as: format, settings: settings, checkingFirst: false)
            #expect(throws: expected) { try unchecked.write { _ in } }
            let empty = try self.pieces(CatalogSnapshot(entities: []), format)
            #expect(empty.joined() == (try whole(CatalogSnapshot(entities: []), format)))
        }
    }
}
