internal import BarkeepCore

/// Writes the palette as `BarkeepSwiftUIColors`: one `Color` per palette colour, wrapping the same
/// palette as UIKit colours (written by ``UIKitPaletteWriter`` under its own namespace), so dynamic,
/// high-contrast, asset and system colours behave exactly as in the UIKit export.
///
/// Both namespaces are written in pieces, colour by colour: ``writeOpening(into:)``, ``writeColor(_:into:)``
/// for each colour in name order, ``writeClosing(into:)``, then the same three of ``uikit`` for the
/// wrapped UIKit namespace, so that a whole catalog's palette is never held.
struct SwiftUIPaletteWriter: SwiftPaletteWriter {
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// `Color(uiColor:)` needs iOS 15.
    static let introduced = IOSVersion.iOS15

    /// The writer of the wrapped namespace, written after this one.
    var uikit: UIKitPaletteWriter {
        var uikit = UIKitExpressions(names: expressions.names)
        uikit.paletteNamespace = SwiftUIExpressions.uiColorNamespace
        var writer = UIKitPaletteWriter(expressions: uikit)
        writer.availability = SwiftUIAvailability.attribute(
            SwiftUIAvailability.introduced, target: deploymentTarget)
        return writer
    }

    /// Writes the SwiftUI namespace's documentation and availability, and opens it.
    func writeOpening(into writer: inout SwiftSourceWriter) {
        let uiColors = SwiftUIExpressions.uiColorNamespace
        writer.documentation("The catalog's palette colours as SwiftUI colours, wrapping `\(uiColors)`.")
        if let attribute = SwiftUIAvailability.attribute(Self.introduced, target: deploymentTarget) {
            writer.line(attribute)
        }
        writer.open("public enum \(SwiftUIExpressions.colorNamespace)")
    }

    /// Writes one colour of the SwiftUI namespace, followed by a blank line.
    func writeColor(_ color: ResolvedEntity, into writer: inout SwiftSourceWriter) {
        writer.documentation("`\(color.name)`.")
        if let description = color.description { writer.documentation(description) }
        let name = expressions.names.member(.palette, color.name)
        if let resolved = color.color, resolved.isAssetOnly, let asset = resolved.asset {
            // Only an asset name: SwiftUI loads it itself (`Color(_:bundle:)`, iOS 13).
            writer.line("public static var \(name): Color { Color(\(SwiftLiteral.string(asset))) }")
        } else {
            let uiColors = SwiftUIExpressions.uiColorNamespace
            writer.line("public static var \(name): Color { Color(uiColor: \(uiColors).\(name)) }")
        }
        writer.line()
    }

    /// Closes the SwiftUI namespace, followed by the blank line before the wrapped one.
    func writeClosing(into writer: inout SwiftSourceWriter) {
        writer.close()
        writer.line()
    }
}
