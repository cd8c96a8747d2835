internal import BarkeepCore

/// Writes the SwiftUI source of a resolved catalog: palette colours, a bar-style modifier per exported
/// theme, a presentation modifier per sheet preset and article 002's multi-platform toolbar per toolbar
/// preset, in that order, each sorted by name.
struct SwiftUIExporter {
    /// The catalog.
    let catalog: ResolvedCatalog
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The file's text.
    func source(settings: ExportSettings) throws(ExportError) -> String {
        let expressions = SwiftUIExpressions(names: try SwiftNames(catalog: catalog))
        var writer = SwiftSourceWriter()
        SwiftFileHeader.write(into: &writer, format: .swiftui, catalogName: settings.catalogName)
        writer.comment("Deployment target: iOS \(deploymentTarget). Newer APIs are used behind #available.")
        writer.line()
        writer.line("import SwiftUI")
        writer.line("import UIKit")
        writer.line()
        if !catalog.palette.isEmpty {
            SwiftUIPaletteWriter(
                palette: catalog.palette, expressions: expressions, deploymentTarget: deploymentTarget
            )
            .write(into: &writer)
            writer.line()
        }
        for theme in catalog.exportedThemes {
            SwiftUIBarStyleWriter(theme: theme, expressions: expressions, deploymentTarget: deploymentTarget)
                .write(into: &writer)
            writer.line()
        }
        for sheet in catalog.sheets {
            SwiftUISheetWriter(sheet: sheet, expressions: expressions, deploymentTarget: deploymentTarget)
                .write(into: &writer)
            writer.line()
        }
        for toolbar in catalog.toolbars {
            SwiftUIToolbarWriter(
                toolbar: toolbar, expressions: expressions, deploymentTarget: deploymentTarget
            )
            .write(into: &writer)
            writer.line()
        }
        return writer.text
    }
}
