internal import BarkeepCore

/// Writes the style guide: one self-contained HTML page (inline CSS and SVG, no script, nothing loaded
/// from anywhere) with every bar drawn true to size, the layouts, sheets and palette, and beside each
/// picture the resolved values, contrast, inheritance and lint findings.
struct HTMLExporter {
    /// Pixels per point of every bar picture: 1 pt is one CSS pixel.
    static let pixelsPerPoint: Double = 1

    /// The catalog (or themes' closure) to show.
    let catalog: ResolvedCatalog
    /// The lint findings of the entities shown, by entity.
    private let findingsByEntity: [String: [LintFinding]]
    /// The catalog's name, for the title.
    let catalogName: String
    /// For each palette colour, the fields of the entities shown that name it themselves (not by
    /// inheritance or fallback).
    let usesByColor: [String: [FieldSource]]
    /// Each entity's parent, by kind and name.
    private let parents: [String: String?]

    /// A page for `catalog`, showing those of `findings` that concern its entities.
    init(catalog: ResolvedCatalog, findings: [LintFinding], catalogName: String) {
        self.catalog = catalog
        self.catalogName = catalogName
        findingsByEntity = Dictionary(grouping: findings) { Self.key($0.kind, $0.entity) }
        var parents: [String: String?] = [:]
        for entity in catalog.themes + catalog.appearances + catalog.layouts + catalog.sheets
            + catalog.toolbars + catalog.palette
        {
            parents[Self.key(entity.kind, entity.name)] = entity.parent
        }
        self.parents = parents
        var uses: [String: [FieldSource]] = [:]
        for entity in catalog.themes + catalog.appearances + catalog.layouts + catalog.sheets
            + catalog.toolbars + catalog.palette
        {
            for field in entity.setFields {
                guard let name = field.value.color?.paletteName, let source = field.provenance.source,
                    source.entity == entity.name, source.kind == entity.kind,
                    field.provenance.fallback.isEmpty
                else { continue }
                uses[name, default: []].append(source)
            }
        }
        usesByColor = uses
    }

    /// Every entity shown, by kind and name.
    var entities: [ResolvedEntity] {
        catalog.themes + catalog.appearances + catalog.layouts + catalog.sheets + catalog.toolbars
            + catalog.palette
    }

    /// The lint findings for `entity`, sorted.
    func findings(for entity: ResolvedEntity) -> [LintFinding] {
        findingsByEntity[Self.key(entity.kind, entity.name)] ?? []
    }

    /// How many ancestors an entity's page names: a chain thousands deep would otherwise be listed in
    /// full on the page of every member, a page quadratic in its depth.
    static let shownAncestors = 12

    /// The names of `entity`'s parent, its parent, and so on, the nearest ``shownAncestors`` of them,
    /// and whether the chain goes on past them.
    func ancestors(of entity: ResolvedEntity) -> (names: [String], more: Bool) {
        var names: [String] = []
        var next = entity.parent
        while let name = next, !names.contains(name) {
            guard names.count < Self.shownAncestors else { return (names, true) }
            names.append(name)
            next = parents[Self.key(entity.kind, name)] ?? nil
        }
        return (names, false)
    }

    /// The page.
    func text() -> String {
        var html = HTMLWriter()
        html.appendTrusted("<!DOCTYPE html>\n")
        html.open("html", [("lang", "en")])
        html.newline()
        html.open("head")
        html.empty("meta", [("charset", "utf-8")])
        html.element("title", text: "Barkeep style guide: \(catalogName)")
        html.open("style")
        html.appendTrusted(HTMLStyleSheet.css)
        html.close("style")
        html.close("head")
        html.newline()
        html.open("body", [("data-px-per-pt", HTMLWriter.number(Self.pixelsPerPoint))])
        html.newline()
        html.element("h1", text: "Barkeep style guide")
        html.element(
            "p",
            text:
                "Catalog \(catalogName). Bars are drawn true to size at \(HTMLWriter.number(Self.pixelsPerPoint)) "
                + "CSS pixel per point (at 100% zoom, 1 pt = 1 px; every size on this page is in points), "
                + "on a \(HTMLWriter.number(BarPictureBuilder.width)) pt wide iPhone screen. Sheets are drawn at "
                + "\(HTMLWriter.number(SheetDiagram.scale)) px per point.")
        html.newline()
        writeContents(to: &html)
        writeSection("Themes", id: "themes", entities: catalog.themes, to: &html) { entity, html in
            EntityArticle(page: self, entity: entity).write(to: &html)
        }
        writeSection("Appearances", id: "appearances", entities: catalog.appearances, to: &html) {
            entity, html in writeAppearance(entity, to: &html)
        }
        writeSection("Layout presets", id: "layouts", entities: catalog.layouts, to: &html) { entity, html in
            EntityArticle(page: self, entity: entity).write(
                to: &html, body: LayoutDiagram(entity: entity).svg())
        }
        writeSection("Sheet presets", id: "sheets", entities: catalog.sheets, to: &html) { entity, html in
            EntityArticle(page: self, entity: entity).write(
                to: &html, body: SheetDiagram(entity: entity).svg())
        }
        writeSection("Toolbar presets (SwiftUI)", id: "toolbars", entities: catalog.toolbars, to: &html) {
            entity, html in EntityArticle(page: self, entity: entity).write(to: &html)
        }
        writeSection("Palette", id: "palette", entities: catalog.palette, to: &html) { entity, html in
            writePaletteColor(entity, to: &html)
        }
        html.close("body")
        html.newline()
        html.close("html")
        html.newline()
        return html.markup
    }

    /// A section with a heading and one article per entity; nothing when there are none.
    private func writeSection(
        _ title: String, id: String, entities: [ResolvedEntity], to html: inout HTMLWriter,
        article: (ResolvedEntity, inout HTMLWriter) -> Void
    ) {
        guard !entities.isEmpty else { return }
        html.open("section", [("id", id)])
        html.element("h2", text: title)
        html.newline()
        for entity in entities { article(entity, &html) }
        html.close("section")
        html.newline()
    }

    /// The key of an entity in the findings index.
    private static func key(_ kind: EntityKind, _ name: String) -> String {
        "\(kind.rawValue) \(name)"
    }
}

extension HTMLExporter: ExportFormatWriter {
    /// The page of the entities `request` exports, resolved whole, with the findings lint makes of the
    /// whole catalog (with the settings' deployment target for entities outside themes).
    static func stream(_ request: ExportRequest) throws -> ExportStream {
        let catalog = try ResolvedCatalog(snapshot: request.catalog, themes: request.themes)
        let report = Linter(
            snapshot: request.catalog,
            deploymentTarget: request.settings.deploymentTarget ?? ResolvedTheme.defaultDeploymentTarget
        ).run()
        let page = HTMLExporter(
            catalog: catalog, findings: report.findings, catalogName: request.settings.catalogName)
        return ExportStream(ExportedFile(name: request.fileName, contents: page.text()))
    }
}
