public import BarkeepCore

/// Turns a resolved catalog into files in one ``ExportFormat``: no file I/O, no clock, so the same
/// catalog always gives the same bytes.
public enum Exporter {
    /// The files `format` makes of `catalog`.
    public static func export(_ catalog: ResolvedCatalog, as format: ExportFormat, settings: ExportSettings)
        throws(ExportError) -> [ExportedFile]
    {
        let target = catalog.deploymentTarget(outsideThemes: settings.deploymentTarget)
        switch format {
        case .uikit:
            let source = try UIKitExporter(catalog: catalog, deploymentTarget: target).source(
                settings: settings)
            return [ExportedFile(name: format.defaultFileName, contents: source)]
        case .swiftui:
            let source = try SwiftUIExporter(catalog: catalog, deploymentTarget: target).source(
                settings: settings)
            return [ExportedFile(name: format.defaultFileName, contents: source)]
        }
    }
}
