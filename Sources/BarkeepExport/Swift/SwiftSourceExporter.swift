internal import BarkeepCore

/// A Swift source exporter (UIKit or SwiftUI) that writes its file entity by entity: made from the
/// catalog's Swift names, its exported themes and the file's deployment target, and fed entities by
/// kind as they are resolved.
protocol SwiftSourceExporter: ExportFormatWriter {
    /// Whether the file walks every kind of entity, so that writing it meets every resolution error.
    /// One that does not (SwiftUI writes no appearance or layout of its own) checks them first.
    static var walksEveryKind: Bool { get }

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
    /// The file of the entities `request` exports, written as they are resolved. The exported themes
    /// are resolved first (their deployment targets decide the file's) and the Swift names checked,
    /// failing with the first resolution error in kind and name order before a name collision.
    static func stream(_ request: ExportRequest) throws -> ExportStream {
        let resolver = Resolver(snapshot: request.exported)
        if request.checkingFirst || !walksEveryKind { try resolver.entities().validate() }
        let themes: [ResolvedEntity]
        let names: SwiftNames
        do {
            themes = try request.exportedThemeNames.map { name throws(ResolutionError) in
                try resolver.resolve(.theme, name)
            }
            names = try SwiftNames(snapshot: request.exported)
        } catch {
            try resolver.entities().validate()
            throw error
        }
        let target = ResolvedCatalog.deploymentTarget(
            of: themes, outsideThemes: request.settings.deploymentTarget)
        let exporter = Self(names: names, themes: themes, deploymentTarget: target)
        let settings = request.settings
        return ExportStream(name: request.fileName) { sink in
            try exporter.write(
                settings: settings,
                entities: { kind, body in
                    for (_, resolved) in resolver.entities(of: kind) { try body(try resolved.get()) }
                }, to: sink)
        }
    }
}
