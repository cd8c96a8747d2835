internal import BarkeepCore

/// Writes the SwiftUI source of a resolved catalog, one file for every platform (UIKit and AppKit only
/// behind `#if`): the asset bundle and palette colour types, palette colours, a bar-style modifier per
/// exported theme, a presentation modifier per sheet preset and article 002's multi-platform toolbar per toolbar
/// preset, in that order, each sorted by name.
///
/// The file is written entity by entity (``write(settings:entities:to:)``): apart from the exported
/// themes, which decide the deployment target and carry the appearances their modifiers apply, it needs
/// no resolved entity beyond the one being written. It writes no appearance or layout of its own, so
/// it does not walk them: a caller writing a catalog as it resolves checks those first.
struct SwiftUIExporter: SwiftSourceExporter {
    /// The file writes no appearance or layout of its own, so their errors are checked first.
    static let walksEveryKind = false
    /// The Swift names of every entity exported.
    let names: SwiftNames
    /// The exported themes, sorted by name.
    let themes: [ResolvedEntity]
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// Hands the file's text to `sink` in pieces, one entity at a time. `entities(kind, body)` calls
    /// `body` with each entity of `kind` in name order (the palette twice: once per namespace); what it
    /// throws stops the file.
    func write<Failure: Error>(
        settings: ExportSettings,
        entities: @escaping (EntityKind, (ResolvedEntity) throws(Failure) -> Void) throws(Failure) -> Void,
        to sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let expressions = SwiftUIExpressions(names: names)
        var writer = SwiftSourceWriter(style: settings.swiftStyle)
        SwiftFileHeader.write(into: &writer, format: .swiftui, catalogName: settings.catalogName)
        writer.comment("Deployment target: iOS \(deploymentTarget). Newer APIs are used behind #available.")
        if deploymentTarget < SwiftUIAvailability.introduced {
            writer.comment(
                "SwiftUI needs iOS \(SwiftUIAvailability.introduced): every declaration here is available from it."
            )
        }
        writer.comment(
            "One file for iOS, iPadOS, macOS, tvOS, watchOS and visionOS: other platforms are taken to target "
                + "the releases beside that iOS.")
        writer.line()
        writer.line("import Foundation")
        writer.line("import SwiftUI")
        writer.line()
        writer.line("#if os(macOS)")
        writer.indent { writer in writer.line("import AppKit") }
        writer.line("#elseif canImport(UIKit)")
        writer.indent { writer in writer.line("import UIKit") }
        writer.line("#endif")
        writer.line()
        SwiftUIPaletteColorWriter(deploymentTarget: deploymentTarget, assetBundle: settings.assetBundle)
            .write(into: &writer)
        let palette = SwiftUIPaletteWriter(expressions: expressions, deploymentTarget: deploymentTarget)
        if try palette.writeNamespace(of: entities, into: &writer, sink: sink) {
            _ = try palette.values.writeNamespace(of: entities, into: &writer, sink: sink)
        }
        for theme in themes {
            SwiftUIBarStyleWriter(theme: theme, expressions: expressions, deploymentTarget: deploymentTarget)
                .write(into: &writer)
            writer.line()
            try sink(writer.takeWritten())
        }
        try entities(.sheet) { sheet throws(Failure) in
            SwiftUISheetWriter(sheet: sheet, expressions: expressions, deploymentTarget: deploymentTarget)
                .write(into: &writer)
            writer.line()
            try sink(writer.takeWritten())
        }
        try entities(.toolbar) { toolbar throws(Failure) in
            SwiftUIToolbarWriter(
                toolbar: toolbar, expressions: expressions, deploymentTarget: deploymentTarget
            )
            .write(into: &writer)
            writer.line()
            try sink(writer.takeWritten())
        }
        try sink(writer.takeRest())
    }
}
