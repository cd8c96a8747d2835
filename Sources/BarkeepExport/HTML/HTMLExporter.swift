internal import BarkeepCore

/// Writes the style guide: one self-contained HTML page (inline CSS and SVG, no script, nothing loaded
/// from anywhere) with every bar drawn true to size, the layouts, sheets and palette, and beside each
/// picture the resolved values, contrast, inheritance and lint findings.
struct HTMLExporter {
    /// Pixels per point of every bar picture: 1 pt is one CSS pixel.
    static let pixelsPerPoint: Double = 1

    /// What the page says about the catalog as a whole.
    let pageFacts: HTMLPageFacts
    /// The lint findings of the entities shown, by entity.
    private let findingsByEntity: [String: [LintFinding]]
    /// The catalog's name, for the title.
    let catalogName: String

    /// A page stating `pageFacts`, showing those of `findings` that concern its entities.
    init(pageFacts: HTMLPageFacts, findings: [LintFinding], catalogName: String) {
        self.pageFacts = pageFacts
        self.catalogName = catalogName
        findingsByEntity = Dictionary(grouping: findings) { Self.key($0.kind, $0.entity) }
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
            next = pageFacts.parent(entity.kind, name)
        }
        return (names, false)
    }

    /// Hands the page to `sink` in pieces: the head, the contents an entry at a time, then one article
    /// at a time.
    /// `entities(kind, body)` calls `body` with each entity of `kind` in name order, as it did for
    /// ``pageFacts``; what it throws stops the page.
    func write<Failure: Error>(
        entities: @escaping (EntityKind, (ResolvedEntity) throws(Failure) -> Void) throws(Failure) -> Void,
        to sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
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
        try writeContents(to: &html, sink: sink)
        try sink(html.take())
        for kind in HTMLPageFacts.pageOrder where pageFacts.counts[kind, default: 0] > 0 {
            let (title, id) = Self.section(kind)
            html.open("section", [("id", id)])
            html.element("h2", text: title)
            html.newline()
            try entities(kind) { entity throws(Failure) in
                writeArticle(entity, to: &html)
                try sink(html.take())
            }
            html.close("section")
            html.newline()
        }
        html.close("body")
        html.newline()
        html.close("html")
        html.newline()
        try sink(html.take())
    }

    /// The title and id of the section of `kind`'s entities.
    private static func section(_ kind: EntityKind) -> (title: String, id: String) {
        switch kind {
        case .theme: return ("Themes", "themes")
        case .appearance: return ("Appearances", "appearances")
        case .layout: return ("Layout presets", "layouts")
        case .sheet: return ("Sheet presets", "sheets")
        case .toolbar: return ("Toolbar presets (SwiftUI)", "toolbars")
        case .palette: return ("Palette", "palette")
        }
    }

    /// The article of `entity`, with the pictures of its kind.
    private func writeArticle(_ entity: ResolvedEntity, to html: inout HTMLWriter) {
        switch entity.kind {
        case .theme, .toolbar: EntityArticle(page: self, entity: entity).write(to: &html)
        case .appearance: writeAppearance(entity, to: &html)
        case .layout:
            EntityArticle(page: self, entity: entity).write(
                to: &html, body: LayoutDiagram(entity: entity).svg())
        case .sheet:
            EntityArticle(page: self, entity: entity).write(
                to: &html, body: SheetDiagram(entity: entity).svg())
        case .palette: writePaletteColor(entity, to: &html)
        }
    }

    /// The key of an entity in the findings index.
    private static func key(_ kind: EntityKind, _ name: String) -> String {
        "\(kind.rawValue) \(name)"
    }
}

extension HTMLExporter: ExportFormatWriter {
    /// The page of the entities `request` exports, with the findings lint makes of the whole catalog
    /// (with the settings' deployment target for entities outside themes). Every entity is resolved
    /// once before the first line (the page states facts about all of them, and a catalog that does not
    /// resolve gets no page), then again, one article at a time, as the page is written.
    static func stream(_ request: ExportRequest) throws -> ExportStream {
        let resolver = Resolver(snapshot: request.exported)
        try resolver.entities().validate()
        let entities = { (kind: EntityKind, body: (ResolvedEntity) throws -> Void) throws in
            for (_, resolved) in resolver.entities(of: kind) { try body(try resolved.get()) }
        }
        let facts = try HTMLPageFacts(entities: entities)
        let report = Linter(
            snapshot: request.catalog,
            deploymentTarget: request.settings.deploymentTarget ?? ResolvedTheme.defaultDeploymentTarget
        ).run()
        let page = HTMLExporter(
            pageFacts: facts, findings: report.findings, catalogName: request.settings.catalogName)
        return ExportStream(name: request.fileName) { sink in try page.write(entities: entities, to: sink) }
    }
}
