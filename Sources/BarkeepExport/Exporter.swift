public import BarkeepCore

/// Turns a resolved catalog into files in one ``ExportFormat``: no file I/O, no clock, so the same
/// catalog always gives the same bytes.
public enum Exporter {
    /// The files `format` makes of `catalog`. The `html` style guide made here has no lint findings (lint
    /// reads the stored catalog): export it from the snapshot to have them.
    public static func export(_ catalog: ResolvedCatalog, as format: ExportFormat, settings: ExportSettings)
        throws(ExportError) -> [ExportedFile]
    {
        let target = catalog.deploymentTarget(outsideThemes: settings.deploymentTarget)
        let contents: String
        switch format {
        case .uikit:
            contents = try UIKitExporter(catalog: catalog, deploymentTarget: target).source(
                settings: settings)
        case .swiftui:
            contents = try SwiftUIExporter(catalog: catalog, deploymentTarget: target).source(
                settings: settings)
        case .json:
            contents = ResolvedJSONExporter.text(of: catalog, explain: settings.explain)
        case .dtcg:
            contents = try DesignTokensExporter(catalog: catalog).text()
        case .snapshot:
            throw ExportError("a snapshot is written from the stored catalog, not a resolved one")
        case .html:
            contents = HTMLExporter(catalog: catalog, findings: [], catalogName: settings.catalogName).text()
        }
        return [ExportedFile(name: format.defaultFileName, contents: contents)]
    }

    /// The file `format` makes of `snapshot` (or of the closure of `themes`), checked and ready to be
    /// written piece by piece: the same bytes as the files `export` returns for the same arguments.
    /// `json` of the whole catalog checks that every entity resolves, then resolves and writes one entity
    /// at a time while it is written, keeping only the memo of ancestors and palette colours; the other
    /// formats are made whole here.
    ///
    /// With `checkingFirst` false, `json` skips the check, and writing throws the first resolution error
    /// instead, part way through: for a destination the caller discards on error (a temporary file).
    public static func stream(
        _ snapshot: CatalogSnapshot, themes: [String], as format: ExportFormat, settings: ExportSettings,
        checkingFirst: Bool = true
    ) throws -> ExportStream {
        guard format == .json, themes.isEmpty else {
            let files = try export(snapshot, themes: themes, as: format, settings: settings)
            return ExportStream(files[0])
        }
        let resolver = Resolver(snapshot: snapshot)
        if checkingFirst { try resolver.validateAll() }
        return ExportStream(name: format.defaultFileName) { sink in
            var exporter = ResolvedJSONExporter(explain: settings.explain, count: snapshot.count)
            try sink(exporter.opening)
            try resolver.forEachEntity { _, result in try sink(exporter.entity(try result.get())) }
            try sink(exporter.closing)
        }
    }

    /// The files `format` makes of `snapshot`, or of the closure of `themes` when some are named.
    /// Resolved formats resolve all or nothing first; `snapshot` writes the entities as stored.
    public static func export(
        _ snapshot: CatalogSnapshot, themes: [String], as format: ExportFormat, settings: ExportSettings
    ) throws -> [ExportedFile] {
        if format == .html {
            let catalog = try ResolvedCatalog(snapshot: snapshot, themes: themes)
            let report = Linter(
                snapshot: snapshot,
                deploymentTarget: settings.deploymentTarget ?? ResolvedTheme.defaultDeploymentTarget
            ).run()
            let page = HTMLExporter(
                catalog: catalog, findings: report.findings, catalogName: settings.catalogName)
            return [ExportedFile(name: format.defaultFileName, contents: page.text())]
        }
        guard format.isRaw else {
            return try export(
                ResolvedCatalog(snapshot: snapshot, themes: themes), as: format, settings: settings)
        }
        var entities = snapshot.allEntities
        if !themes.isEmpty {
            var keys = Set<String>()
            for name in themes {
                guard snapshot.entity(.theme, name) != nil else {
                    throw ResolutionError.notFound(kind: .theme, name: name)
                }
                for reachable in snapshot.reachable(from: .theme, name) {
                    keys.insert("\(reachable.kind.rawValue) \(reachable.name)")
                }
            }
            entities = entities.filter { keys.contains("\($0.kind.rawValue) \($0.name)") }
        }
        return [ExportedFile(name: format.defaultFileName, contents: SnapshotWriter.text(entities))]
    }
}
