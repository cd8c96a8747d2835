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
                of: catalog, settings: settings)
        case .swiftui:
            contents = try SwiftUIExporter(catalog: catalog, deploymentTarget: target).source(
                of: catalog, settings: settings)
        case .json:
            contents = ResolvedJSONExporter.text(of: catalog, explain: settings.explain)
        case .dtcg:
            // A resolved catalog's entities are at hand, so nothing can fail while writing them.
            do {
                contents = try DesignTokensExporter(catalog: catalog).text()
            } catch {
                throw ExportError("\(error)")
            }
        case .snapshot:
            throw ExportError("a snapshot is written from the stored catalog, not a resolved one")
        case .html:
            contents = try HTMLExporter.text(of: catalog, findings: [], catalogName: settings.catalogName)
        case .xcassets:
            throw ExportError("an asset catalog is a folder of files; AssetCatalogExporter writes it")
        }
        return [ExportedFile(name: format.defaultFileName, contents: contents)]
    }

    /// The file `format` makes of `snapshot` (or of the closure of `themes`), checked and ready to be
    /// written piece by piece: the same bytes as the files `export` returns for the same arguments.
    /// `json`, `dtcg`, `uikit`, `swiftui` and `html` of the whole catalog check that every entity
    /// resolves, then resolve and write one entity at a time while the file is written, keeping only the
    /// memo of ancestors and palette colours (and, for Swift, the resolved themes, which decide the
    /// deployment target; for `html`, the names and paths its contents, chains and "used by" lists
    /// need). The other formats, and the closure of `themes`, are made whole here (for `html`, the
    /// closure is resolved whole, then its page written in the same pieces).
    ///
    /// With `checkingFirst` false, `json`, `dtcg` and `uikit` skip the check, and writing throws the first
    /// resolution error instead, part way through: for a destination the caller discards on error (a
    /// temporary file). `swiftui` writes no appearance or layout, and `html` walks every entity before
    /// its first line, so both always check first.
    public static func stream(
        _ snapshot: CatalogSnapshot, themes: [String], as format: ExportFormat, settings: ExportSettings,
        checkingFirst: Bool = true
    ) throws -> ExportStream {
        if format == .html { return try htmlStream(snapshot, themes: themes, settings: settings) }
        guard themes.isEmpty, [.json, .dtcg, .uikit, .swiftui].contains(format) else {
            let files = try export(snapshot, themes: themes, as: format, settings: settings)
            return ExportStream(files[0])
        }
        let resolver = Resolver(snapshot: snapshot)
        if checkingFirst || format == .swiftui { try resolver.validateAll() }
        if format == .dtcg {
            let exporter = DesignTokensExporter(resolver: resolver)
            return ExportStream(name: format.defaultFileName, bytes: exporter.write)
        }
        guard format == .json else {
            return try swiftStream(snapshot, resolver: resolver, as: format, settings: settings)
        }
        return ExportStream(
            name: format.defaultFileName,
            bytes: { sink in
                var exporter = ResolvedJSONExporter(explain: settings.explain, count: snapshot.count)
                try exporter.opening.withUnsafeBytes(sink)
                try resolver.forEachEntity { _, result in
                    try exporter.write(try result.get(), to: sink)
                }
                try exporter.closing.withUnsafeBytes(sink)
            })
    }

    /// The `uikit` or `swiftui` file of the whole of `snapshot`, written as `resolver` resolves it: the
    /// themes are resolved first (their deployment targets decide the file's) and the Swift names
    /// checked, failing as the file made whole would, with the first resolution error before a name
    /// collision.
    private static func swiftStream(
        _ snapshot: CatalogSnapshot, resolver: Resolver, as format: ExportFormat, settings: ExportSettings
    ) throws -> ExportStream {
        let themes: [ResolvedEntity]
        let names: SwiftNames
        do {
            themes = try snapshot.entities(of: .theme).map { theme throws(ResolutionError) in
                try resolver.resolve(.theme, theme.name)
            }
            names = try SwiftNames(snapshot: snapshot)
        } catch {
            try resolver.validateAll()
            throw error
        }
        let target = ResolvedCatalog.deploymentTarget(of: themes, outsideThemes: settings.deploymentTarget)
        let entities = { (kind: EntityKind, body: (ResolvedEntity) throws -> Void) throws in
            try resolver.forEachEntity(of: kind) { _, result in try body(try result.get()) }
        }
        return ExportStream(name: format.defaultFileName) { sink in
            if format == .uikit {
                try UIKitExporter(names: names, themes: themes, deploymentTarget: target).write(
                    settings: settings, entities: entities, to: sink)
            } else {
                try SwiftUIExporter(names: names, themes: themes, deploymentTarget: target).write(
                    settings: settings, entities: entities, to: sink)
            }
        }
    }

    /// The `html` style guide of `snapshot` (or of the closure of `themes`), with its lint findings: the
    /// whole catalog is checked, then walked once for the facts the page states about it as a whole,
    /// then again while the page is written, one article at a time. The closure of `themes` is resolved
    /// whole first.
    private static func htmlStream(_ snapshot: CatalogSnapshot, themes: [String], settings: ExportSettings)
        throws -> ExportStream
    {
        let entities: (EntityKind, (ResolvedEntity) throws -> Void) throws -> Void
        if themes.isEmpty {
            let resolver = Resolver(snapshot: snapshot)
            try resolver.validateAll()
            entities = { kind, body in
                try resolver.forEachEntity(of: kind) { _, result in try body(try result.get()) }
            }
        } else {
            let catalog = try ResolvedCatalog(snapshot: snapshot, themes: themes)
            entities = { kind, body in
                for entity in catalog.entities(of: kind) { try body(entity) }
            }
        }
        let facts = try HTMLPageFacts(entities: entities)
        let report = Linter(
            snapshot: snapshot,
            deploymentTarget: settings.deploymentTarget ?? ResolvedTheme.defaultDeploymentTarget
        ).run()
        let page = HTMLExporter(
            pageFacts: facts, findings: report.findings, catalogName: settings.catalogName)
        return ExportStream(name: ExportFormat.html.defaultFileName) { sink in
            try page.write(entities: entities, to: sink)
        }
    }

    /// The files `format` makes of `snapshot`, or of the closure of `themes` when some are named.
    /// Resolved formats resolve all or nothing first; `snapshot` writes the entities as stored.
    public static func export(
        _ snapshot: CatalogSnapshot, themes: [String], as format: ExportFormat, settings: ExportSettings
    ) throws -> [ExportedFile] {
        if format == .html {
            var page = ""
            try htmlStream(snapshot, themes: themes, settings: settings).write { page += $0 }
            return [ExportedFile(name: format.defaultFileName, contents: page)]
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
