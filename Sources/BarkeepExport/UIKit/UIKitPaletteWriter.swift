public import BarkeepCore

/// Writes the palette as `BarkeepColors`: one `UIColor` per palette colour, by its class property when
/// it names a UIKit colour or another palette colour, as a dynamic colour when its appearances differ,
/// and loaded from the asset catalog (falling back to those values) when it names an asset.
struct UIKitPaletteWriter {
    /// The palette colours.
    let palette: [ResolvedEntity]
    /// Value expressions.
    let expressions: UIKitExpressions

    /// Writes the namespace.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation("The catalog's palette colours as UIKit colours.")
        writer.block("public enum \(expressions.paletteNamespace)") { writer in
            for color in palette {
                writeColor(color, into: &writer)
                writer.line()
            }
        }
    }

    /// One colour as a computed property.
    private func writeColor(_ color: ResolvedEntity, into writer: inout SwiftSourceWriter) {
        var summary = "`\(color.name)`"
        if let composed = color.color?.color {
            summary +=
                ": "
                + [("", composed.light), ("dark ", composed.dark)].map { $0.0 + $0.1.hexString }
                .joined(separator: ", ")
        }
        writer.documentation(summary + ".")
        if let description = color.description { writer.documentation(description) }
        let name = expressions.names.member(.palette, color.name)
        writer.block("public static var \(name): UIColor") { writer in
            let values = valueExpression(of: color)
            guard let asset = assetName(of: color) else {
                writer.lines(values)
                return
            }
            guard values.count > 1 else {
                writer.line("UIColor(named: \(SwiftLiteral.string(asset))) ?? \(values[0])")
                return
            }
            writer.line("let fallback = \(values[0])")
            writer.lines(Array(values.dropFirst()))
            writer.line("return UIColor(named: \(SwiftLiteral.string(asset))) ?? fallback")
        }
    }

    /// The asset name, if the colour names one.
    private func assetName(of color: ResolvedEntity) -> String? {
        for field in color.fields {
            if case .colorAsset = field.spec.uikitTarget, case .value(.text(let name)) = field.value {
                return name
            }
        }
        return nil
    }

    /// The lines of the colour's value: one expression when every appearance comes from one written value,
    /// else a dynamic provider choosing by interface style and contrast.
    private func valueExpression(of color: ResolvedEntity) -> [String] {
        var written: [ColorAppearance: ColorValue] = [:]
        for field in color.fields {
            guard case .colorAppearance(let appearance) = field.spec.uikitTarget,
                let source = field.value.color?.source
            else { continue }
            written[appearance] = source
        }
        let light = written[.light] ?? .clear
        let dark = written[.dark] ?? light
        let lightHighContrast = written[.lightHighContrast] ?? light
        let darkHighContrast = written[.darkHighContrast] ?? dark
        if dark == light, lightHighContrast == light, darkHighContrast == light {
            return [expressions.written(light)]
        }
        func resolved(_ value: ColorValue) -> String {
            switch value {
            case .rgba, .clear: return expressions.written(value)
            case .system, .reference: return expressions.written(value) + ".resolvedColor(with: traits)"
            }
        }
        var lines = ["UIColor { traits in"]
        if lightHighContrast != light || darkHighContrast != dark {
            lines += [
                "    switch (traits.userInterfaceStyle, traits.accessibilityContrast) {",
                "    case (.dark, .high): return \(resolved(darkHighContrast))",
                "    case (.dark, _): return \(resolved(dark))",
                "    case (_, .high): return \(resolved(lightHighContrast))",
                "    default: return \(resolved(light))",
                "    }",
            ]
        } else {
            lines += [
                "    switch traits.userInterfaceStyle {",
                "    case .dark: return \(resolved(dark))",
                "    default: return \(resolved(light))",
                "    }",
            ]
        }
        return lines + ["}"]
    }
}
