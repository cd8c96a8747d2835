internal import BarkeepCore

/// A Swift source exporter (UIKit or SwiftUI) that writes its file entity by entity: made from the
/// catalog's Swift names, its exported themes and the file's deployment target, and fed entities by
/// kind, either from a resolved catalog (the file made whole) or as they are resolved (a stream).
protocol SwiftSourceExporter {
    /// The exporter of a file with these names, exported themes and target.
    init(names: SwiftNames, themes: [ResolvedEntity], deploymentTarget: IOSVersion)

    /// Hands the file's text to `sink` in pieces, one entity at a time. `entities(kind, body)` calls
    /// `body` with each entity of `kind` in name order; what it throws stops the file.
    func write<Failure: Error>(
        settings: ExportSettings,
        entities: @escaping (EntityKind, (ResolvedEntity) throws(Failure) -> Void) throws(Failure) -> Void,
        to sink: (String) throws(Failure) -> Void
    ) throws(Failure)
}

extension SwiftSourceExporter {
    /// The exporter of `catalog`'s file; throws when two entities would share a Swift name.
    init(catalog: ResolvedCatalog, deploymentTarget: IOSVersion) throws(ExportError) {
        self.init(
            names: try SwiftNames(catalog: catalog), themes: catalog.exportedThemes,
            deploymentTarget: deploymentTarget)
    }

    /// The text of `catalog`'s file, made whole.
    func source(of catalog: ResolvedCatalog, settings: ExportSettings) throws(ExportError) -> String {
        var text = ""
        try write(
            settings: settings,
            entities: { (kind, body: (ResolvedEntity) throws(ExportError) -> Void) throws(ExportError) in
                for entity in catalog.entities(of: kind) { try body(entity) }
            },
            to: { (piece: String) throws(ExportError) in text += piece })
        return text
    }
}
