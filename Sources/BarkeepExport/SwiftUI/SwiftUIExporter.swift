public import BarkeepCore

/// Writes the SwiftUI source of a resolved catalog.
struct SwiftUIExporter {
    /// The catalog.
    let catalog: ResolvedCatalog
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The file's text.
    func source(settings: ExportSettings) throws(ExportError) -> String {
        var writer = SwiftSourceWriter()
        SwiftFileHeader.write(into: &writer, format: .swiftui, catalogName: settings.catalogName)
        writer.line("import SwiftUI")
        return writer.text
    }
}
