internal import BarkeepCore

/// Writes the UIKit source of a resolved catalog: palette colours, appearances, layout presets as bar
/// subclasses, sheet presets, and the `BarkeepTheme` switch, in that order, each sorted by name.
///
/// The file is written entity by entity (``write(settings:entities:to:)``): apart from the exported
/// themes, which decide the deployment target and make the closing switch, it needs no resolved entity
/// beyond the one being written, so a whole catalog is written as it is resolved.
struct UIKitExporter: SwiftSourceExporter {
    /// The file walks every kind, toolbars included, so writing it meets every resolution error.
    static let walksEveryKind = true
    /// The Swift names of every entity exported.
    let names: SwiftNames
    /// The exported themes, sorted by name.
    let themes: [ResolvedEntity]
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// Hands the file's text to `sink` in pieces, one entity at a time. `entities(kind, body)` calls
    /// `body` with each entity of `kind` in name order; what it throws stops the file.
    func write<Failure: Error>(
        settings: ExportSettings,
        entities: @escaping (EntityKind, (ResolvedEntity) throws(Failure) -> Void) throws(Failure) -> Void,
        to sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let expressions = UIKitExpressions(names: names)
        var writer = SwiftSourceWriter(style: settings.swiftStyle)
        SwiftFileHeader.write(into: &writer, format: .uikit, catalogName: settings.catalogName)
        writer.comment("Deployment target: iOS \(deploymentTarget). Newer APIs are used behind #available.")
        writer.line()
        writer.line("import UIKit")
        writer.line()
        UIKitAssetBundleWriter(bundle: settings.assetBundle).write(into: &writer)
        writer.line()
        try sink(writer.takeWritten())
        let palette = UIKitPaletteWriter(expressions: expressions, deploymentTarget: deploymentTarget)
        if try palette.writeNamespace(of: entities, into: &writer, sink: sink) { writer.line() }
        var functions = UIKitFileFunctions()
        try entities(.appearance) { appearance throws(Failure) in
            functions.note(appearance)
            guard let bar = appearance.bar else { return }
            UIKitAppearanceWriter(
                appearance: appearance, bar: bar, expressions: expressions, deploymentTarget: deploymentTarget
            ).write(into: &writer)
            writer.line()
            try sink(writer.takeWritten())
        }
        try entities(.layout) { layout throws(Failure) in
            guard let geometry = layout.layout else { return }
            UIKitLayoutWriter(
                layout: layout, geometry: geometry, expressions: expressions,
                deploymentTarget: deploymentTarget
            ).write(into: &writer)
            writer.line()
            try sink(writer.takeWritten())
        }
        try entities(.sheet) { sheet throws(Failure) in
            UIKitSheetWriter(sheet: sheet, expressions: expressions, deploymentTarget: deploymentTarget)
                .write(into: &writer)
            writer.line()
            try sink(writer.takeWritten())
        }
        // Toolbar presets have no UIKit code; they are walked all the same, so that a catalog written
        // without checking it first still fails on a toolbar that does not resolve.
        try entities(.toolbar) { _ throws(Failure) in }
        if !themes.isEmpty {
            UIKitThemeWriter(
                themes: themes, names: names, deploymentTarget: deploymentTarget, expressions: expressions
            )
            .write(into: &writer)
        }
        for function in functions.functions {
            writer.line()
            writer.lines(function)
        }
        try sink(writer.takeRest())
    }
}
