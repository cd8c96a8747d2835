internal import BarkeepCore

/// Writes the palette as two namespaces that need no UIKit: `BarkeepSwiftUIPalette`, one
/// `BarkeepSwiftUIPaletteColor` per palette colour (its sRGB values in each appearance and its asset
/// name, which ``SwiftUIPaletteColorWriter`` makes into each platform's colour), and
/// `BarkeepSwiftUIColors`, the same colours as SwiftUI `Color`s.
///
/// Each namespace is written in pieces, colour by colour: ``writeOpening(into:)``, ``writeColor(_:into:)``
/// for each colour in name order, ``writeClosing(into:)``, then the same three of ``values`` for the
/// values namespace, so that a whole catalog's palette is never held.
struct SwiftUIPaletteWriter: SwiftPaletteWriter {
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion
    /// Whether this writes the values namespace rather than the `Color` one.
    var writesValues = false

    /// The writer of the values namespace, written after this one.
    var values: SwiftUIPaletteWriter {
        SwiftUIPaletteWriter(expressions: expressions, deploymentTarget: deploymentTarget, writesValues: true)
    }

    /// Writes the namespace's documentation and availability, and opens it.
    func writeOpening(into writer: inout SwiftSourceWriter) {
        if writesValues {
            writer.documentation(
                "The catalog's palette colours: their values in each appearance and their asset names.")
        } else {
            writer.documentation(
                "The catalog's palette colours as SwiftUI colours, on every platform (`\(SwiftUIExpressions.paletteNamespace)`)."
            )
        }
        if let attribute = SwiftUIAvailability.attribute(
            SwiftUIAvailability.introduced, target: deploymentTarget)
        {
            writer.line(attribute)
        }
        let namespace = writesValues ? SwiftUIExpressions.paletteNamespace : SwiftUIExpressions.colorNamespace
        writer.open("public enum \(namespace)")
    }

    /// Writes one colour of the namespace, followed by a blank line.
    func writeColor(_ color: ResolvedEntity, into writer: inout SwiftSourceWriter) {
        let name = expressions.names.member(.palette, color.name)
        guard writesValues else {
            writer.documentation("`\(color.name)`.")
            if let description = color.description { writer.documentation(description) }
            writer.line(
                "public static var \(name): Color { \(SwiftUIExpressions.paletteNamespace).\(name).color }")
            writer.line()
            return
        }
        var summary = "`\(color.name)`"
        if let resolved = color.color, resolved.isAssetOnly {
            summary +=
                resolved.asset.map { ": the asset-catalog colour \"\($0)\", clear where it is missing" } ?? ""
        } else if let composed = color.color?.color {
            summary += ": " + composed.light.hexString
            if composed.dark != composed.light { summary += ", dark " + composed.dark.hexString }
            if let asset = color.color?.asset { summary += ", or the asset-catalog colour \"\(asset)\"" }
        }
        writer.documentation(summary + ".")
        writer.statement(
            "public static let \(name) = ",
            expressions.paletteColor(color.color?.color, asset: color.color?.asset))
        writer.line()
    }

    /// Closes the namespace, followed by a blank line.
    func writeClosing(into writer: inout SwiftSourceWriter) {
        writer.close()
        writer.line()
    }
}
