internal import BarkeepCore

/// Writes the UIKit source of a resolved catalog: palette colours, appearances, layout presets as bar
/// subclasses, sheet presets, and the `BarkeepTheme` switch, in that order, each sorted by name.
struct UIKitExporter {
    /// The catalog.
    let catalog: ResolvedCatalog
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The file's text.
    func source(settings: ExportSettings) throws(ExportError) -> String {
        let names = try SwiftNames(catalog: catalog)
        let expressions = UIKitExpressions(names: names)
        var writer = SwiftSourceWriter()
        SwiftFileHeader.write(into: &writer, format: .uikit, catalogName: settings.catalogName)
        writer.comment("Deployment target: iOS \(deploymentTarget). Newer APIs are used behind #available.")
        writer.line()
        writer.line("import UIKit")
        writer.line()
        if !catalog.palette.isEmpty {
            UIKitPaletteWriter(
                palette: catalog.palette, expressions: expressions, deploymentTarget: deploymentTarget
            )
            .write(into: &writer)
            writer.line()
        }
        for appearance in catalog.appearances {
            guard let bar = appearance.bar else { continue }
            UIKitAppearanceWriter(
                appearance: appearance, bar: bar, expressions: expressions, deploymentTarget: deploymentTarget
            ).write(into: &writer)
            writer.line()
        }
        for layout in catalog.layouts {
            guard let geometry = layout.layout else { continue }
            UIKitLayoutWriter(
                layout: layout, geometry: geometry, expressions: expressions,
                deploymentTarget: deploymentTarget
            ).write(into: &writer)
            writer.line()
        }
        for sheet in catalog.sheets {
            UIKitSheetWriter(sheet: sheet, expressions: expressions, deploymentTarget: deploymentTarget)
                .write(into: &writer)
            writer.line()
        }
        if !catalog.exportedThemes.isEmpty {
            UIKitThemeWriter(themes: catalog.exportedThemes, names: names, deploymentTarget: deploymentTarget)
                .write(into: &writer)
        }
        for function in UIKitExpressions.imageFunctions(catalog) {
            writer.line()
            writer.lines(function)
        }
        if TextAttributeEntries.needsShadowFunction(catalog) {
            writer.line()
            writer.lines(TextAttributeEntries.shadowFunction)
        }
        return writer.text
    }
}
