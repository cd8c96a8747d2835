import BarkeepCore
import BarkeepExport
import BarkeepSwiftImport
import Testing

/// `export --format uikit` of an imported catalog, imported again with `import --format swift`, gives
/// the same catalog: every palette colour, appearance, layout and sheet preset, field by field. Themes
/// are compared when the original code applies its appearances globally; appearances the code applies
/// to one bar instance come back applied through the generated `applyGlobally()`, so only their theme
/// membership differs (docs/import-swift.md, "Round trip").
@Suite struct RoundTripTests {
    /// The UIKit corpus set-ups (the SwiftUI ones export to SwiftUI; the placeholder ones on purpose
    /// stand for values the code does not state, and their placeholders export as one magenta literal).
    static let setUps = CorpusImportTests.setUps.filter { name in
        !["14-", "15-", "29-", "30-", "34-"].contains { name.hasPrefix($0) }
    }

    /// The UIKit source `export --format uikit` writes for `entities`, for `deploymentTarget` (the
    /// exporter's default when nil).
    static func exported(_ entities: [Entity], deploymentTarget: IOSVersion? = nil) throws -> String {
        let files = try Exporter.export(
            CatalogSnapshot(entities: entities), themes: [], as: .uikit,
            settings: ExportSettings(catalogName: "roundtrip.sqlite", deploymentTarget: deploymentTarget))
        return try #require(files.first).contents
    }

    /// The catalog as `kind name` → sorted `path=value` lines; without themes unless `themes`.
    static func lines(_ entities: [String: Entity], themes: Bool) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (key, entity) in entities where themes || entity.kind != .theme {
            result[key] =
                SwiftImportFixture.fields(entity).map { "\($0.key)=\($0.value)" }.sorted()
                + [entity.bar?.rawValue ?? "", entity.parent ?? "", entity.description ?? ""]
        }
        return result
    }

    /// Exported for the exporter's default target, and for iOS 12, where the code also writes the
    /// pre-iOS 13 API (the legacy values of `legacy.<key>` among it), which the import reads back.
    @Test(arguments: setUps, [nil, IOSVersion(12)])
    func exportedCodeImportsBackToTheSameCatalog(_ name: String, deploymentTarget: IOSVersion?) throws {
        var original = try SwiftImportFixture.entities(
            SwiftImporter.read([try SwiftImportFixture.source("Corpus/\(name).swift.txt")]))
        if deploymentTarget == nil {
            // Code for iOS 13 and later has no pre-iOS 13 path: legacy values are not written, nor the
            // palette colours only they use.
            for (key, entity) in original {
                original[key]?.fields = entity.fields.filter { !$0.key.hasPrefix("legacy.") }
            }
            let used = Set(original.values.flatMap { $0.fields.values.map(\.canonicalText) })
            original = original.filter { $0.value.kind != .palette || used.contains("{\($0.value.name)}") }
        }
        let source = try Self.exported(Array(original.values), deploymentTarget: deploymentTarget)
        let again = try SwiftImportFixture.entities(
            SwiftImporter.read([
                SwiftImporter.SourceFile(path: "BarkeepUIKit.swift", bytes: Array(source.utf8))
            ]))
        var themed: Set<String> = []
        for theme in original.values where theme.kind == .theme {
            for value in theme.fields.values {
                themed.formUnion(value.canonicalText.split(separator: ",").map(String.init))
            }
        }
        let appearances = original.values.filter { $0.kind == .appearance }.map(\.name)
        let hasTheme = !themed.isEmpty && appearances.allSatisfy { themed.contains($0) }
        #expect(
            Self.lines(again, themes: hasTheme) == Self.lines(original, themes: hasTheme),
            "\(name) \(deploymentTarget.map { "for iOS \($0)" } ?? "")")
    }

    @Test func articlesExportedCodeImportsBackToTheSameLayoutsAndSheets() throws {
        // Article 004's fallback preset comes back as a preset of its own kind of bar class; see the doc.
        for number in ["001", "003"] {
            let original = try SwiftImportFixture.entities(
                SwiftImporter.read([try SwiftImportFixture.source("Articles/Article\(number).swift.txt")]))
            let source = try Self.exported(Array(original.values))
            let again = try SwiftImportFixture.entities(
                SwiftImporter.read([
                    SwiftImporter.SourceFile(path: "BarkeepUIKit.swift", bytes: Array(source.utf8))
                ]))
            let kept: Set<EntityKind> = [.layout, .sheet, .palette]
            #expect(
                Self.lines(again.filter { kept.contains($0.value.kind) }, themes: false)
                    == Self.lines(original.filter { kept.contains($0.value.kind) }, themes: false),
                "article \(number)")
        }
    }

    /// A themed file applies an appearance's view and layer settings only in the theme switch
    /// (`apply(toBarsIn:)`, with bars found among a window's subviews): they come back all the same, and
    /// the theme's resets make no appearance.
    @Test func aThemedFileKeepsTheBarViewFields() throws {
        let entities = [
            try EntityEditor.applying(
                ["standard.backgroundColor=#FFFFFF", "bar.layer.shadowOpacity=0.3"],
                to: Entity(kind: .appearance, name: "raised", bar: .navigation)),
            try EntityEditor.applying(
                ["bar.clipsToBounds=true"], to: Entity(kind: .appearance, name: "clipped", bar: .tab)),
            try EntityEditor.applying(
                ["navigation=raised", "tab=clipped"], to: Entity(kind: .theme, name: "main")),
        ]
        let files = try Exporter.export(
            CatalogSnapshot(entities: entities), themes: ["main"], as: .uikit,
            settings: ExportSettings(catalogName: "roundtrip.sqlite"))
        let source = try #require(files.first).contents
        #expect(source.contains("RaisedAppearance.applyView(to: bar)"))
        let again = try SwiftImportFixture.entities(
            SwiftImporter.read([
                SwiftImporter.SourceFile(path: "BarkeepUIKit.swift", bytes: Array(source.utf8))
            ]))
        let appearances = again.values.filter { $0.kind == .appearance }
        #expect(appearances.count == 2, "\(again.keys.sorted())")
        #expect(again["appearance raised"]?.fields["bar.layer.shadowOpacity"]?.canonicalText == "0.3")
        #expect(again["appearance clipped"]?.fields["bar.clipsToBounds"]?.canonicalText == "true")
    }
}
