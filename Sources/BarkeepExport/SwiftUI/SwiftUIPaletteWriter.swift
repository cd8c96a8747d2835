internal import BarkeepCore

/// Writes the palette as `BarkeepSwiftUIColors`: one `Color` per palette colour, wrapping the same
/// palette as UIKit colours (written by ``UIKitPaletteWriter`` under its own namespace), so dynamic,
/// high-contrast, asset and system colours behave exactly as in the UIKit export.
struct SwiftUIPaletteWriter {
    /// The palette colours.
    let palette: [ResolvedEntity]
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// `Color(uiColor:)` needs iOS 15.
    static let introduced = IOSVersion.iOS15

    /// Writes both namespaces.
    func write(into writer: inout SwiftSourceWriter) {
        let colors = SwiftUIExpressions.colorNamespace
        let uiColors = SwiftUIExpressions.uiColorNamespace
        writer.documentation("The catalog's palette colours as SwiftUI colours, wrapping `\(uiColors)`.")
        if let attribute = UIKitAvailability.attribute(Self.introduced, target: deploymentTarget) {
            writer.line(attribute)
        }
        writer.block("public enum \(colors)") { writer in
            for color in palette {
                writer.documentation("`\(color.name)`.")
                if let description = color.description { writer.documentation(description) }
                let name = expressions.names.member(.palette, color.name)
                if let resolved = color.color, resolved.isAssetOnly, let asset = resolved.asset {
                    // Only an asset name: SwiftUI loads it itself (`Color(_:bundle:)`, iOS 13).
                    writer.line("public static var \(name): Color { Color(\(SwiftLiteral.string(asset))) }")
                } else {
                    writer.line("public static var \(name): Color { Color(uiColor: \(uiColors).\(name)) }")
                }
                writer.line()
            }
        }
        writer.line()
        var uikit = UIKitExpressions(names: expressions.names)
        uikit.paletteNamespace = uiColors
        UIKitPaletteWriter(palette: palette, expressions: uikit).write(into: &writer)
    }
}
