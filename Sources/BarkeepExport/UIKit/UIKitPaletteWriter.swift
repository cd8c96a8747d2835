internal import BarkeepCore

/// Writes the palette as `BarkeepColors`: one `UIColor` per palette colour, by its class property when
/// it names a UIKit colour or another palette colour, as a dynamic colour when its appearances differ,
/// and loaded from the asset catalog (falling back to those values) when it names an asset. A colour that
/// is only an asset name is `UIColor(named:in:compatibleWith:) ?? UIColor.clear`: clear when the assets
/// lack it. Assets are looked up in `BarkeepAssetBundle.bundle` (``UIKitAssetBundleWriter``).
/// `UIColor(named:in:compatibleWith:)` needs iOS 11; below that target it is tried behind `#available`.
///
/// The namespace is written in pieces — ``writeOpening(into:)``, ``writeColor(_:into:)`` for each colour
/// in name order, ``writeClosing(into:)`` — so that a whole catalog's palette is written colour by colour.
struct UIKitPaletteWriter: SwiftPaletteWriter {
    /// Value expressions.
    let expressions: UIKitExpressions
    /// The deployment target of the file: below iOS 13, colours without dynamic or system-adaptive
    /// support fall back to their light value.
    var deploymentTarget: IOSVersion = APIAvailability.barAppearance.introduced
    /// The namespace's `@available` attribute, if it has one: the SwiftUI file's copy, written for
    /// iOS 13 (``SwiftUIAvailability``), is unavailable before it.
    var availability: String?

    /// Writes the namespace's documentation and opens it.
    func writeOpening(into writer: inout SwiftSourceWriter) {
        writer.documentation("The catalog's palette colours as UIKit colours.")
        if let availability { writer.line(availability) }
        writer.open("public enum \(expressions.paletteNamespace)")
    }

    /// Writes one colour of the namespace as a computed property, followed by a blank line.
    func writeColor(_ color: ResolvedEntity, into writer: inout SwiftSourceWriter) {
        writeProperty(color, into: &writer)
        writer.line()
    }

    /// Closes the namespace.
    func writeClosing(into writer: inout SwiftSourceWriter) {
        writer.close()
    }

    /// One colour as a computed property.
    private func writeProperty(_ color: ResolvedEntity, into writer: inout SwiftSourceWriter) {
        var summary = "`\(color.name)`"
        if let resolved = color.color, resolved.isAssetOnly {
            summary +=
                resolved.asset.map { ": the asset-catalog colour \"\($0)\"" } ?? ": an asset-only colour"
        } else if let composed = color.color?.color {
            summary +=
                ": "
                + [("", composed.light), ("dark ", composed.dark)].map { $0.0 + $0.1.hexString }
                .joined(separator: ", ")
        }
        writer.documentation(summary + ".")
        if let description = color.description { writer.documentation(description) }
        let name = expressions.names.member(.palette, color.name)
        writer.block("public static var \(name): UIColor") { writer in
            let assetName = assetName(of: color)
            var asset = assetName.map { UIKitExpressions.asset("UIColor", named: $0) }
            var returns = false
            let namedColor = APIAvailability.namedColor.introduced
            if let lookup = asset, deploymentTarget < namedColor {
                let condition = "if #available(iOS \(namedColor), *), let named = \(lookup.flat)"
                if writer.indentation + condition.count + 2 <= SwiftLineBreaker.lineLength {
                    writer.block(condition) { writer in writer.line("return named") }
                } else {
                    // As `swift format` breaks a long condition list: one condition a line, `{` alone.
                    writer.line("if #available(iOS \(namedColor), *),")
                    writer.indent { writer in writer.statement("let named = ", lookup) }
                    writer.block("") { writer in writer.line("return named") }
                }
                asset = nil
                returns = true
            }
            if color.color?.isAssetOnly == true {
                let clear = SwiftExpression.atom("UIColor.clear")
                writer.statement(returns ? "return " : "", asset.map { .coalesce([$0, clear]) } ?? clear)
                return
            }
            let value = value(of: color)
            let dynamicColor = APIAvailability.dynamicColor.introduced
            guard deploymentTarget < dynamicColor, needsIOS13(value) else {
                writeValue(value, asset: asset, returns: returns, into: &writer)
                return
            }
            writer.block("if #available(iOS \(dynamicColor), *)") { writer in
                writeValue(value, asset: asset, returns: true, into: &writer)
            }
            writer.comment(
                "Before \(dynamicColor.name) there is no dark mode or adaptive system colour: the light value."
            )
            let light = color.color?.color.map { UIKitExpressions.literal($0.light) } ?? lightValue(of: color)
            writer.statement("return ", asset.map { .coalesce([$0, light]) } ?? light)
        }
    }

    /// The light value as written, for a colour whose values are not all known (an alias of an
    /// asset-only colour).
    private func lightValue(of color: ResolvedEntity) -> SwiftExpression {
        guard let source = color.value(ColorAppearance.light.rawValue)?.color?.source else {
            return .atom("UIColor.clear")
        }
        return expressions.written(source)
    }

    /// The statements of the colour's value; with `returns`, each ends in an explicit `return`.
    private func writeValue(
        _ value: PaletteValue, asset: SwiftExpression?, returns: Bool, into writer: inout SwiftSourceWriter
    ) {
        switch value {
        case .single(let expression, _):
            writer.statement(
                returns ? "return " : "", asset.map { .coalesce([$0, expression]) } ?? expression)
        case .dynamic(let cases):
            let opening =
                asset == nil
                ? (returns ? "return UIColor { traits in" : "UIColor { traits in")
                : "let fallback = UIColor { traits in"
            writer.line(opening)
            writer.indent { writer in
                writer.line(
                    cases.count == 4
                        ? "switch (traits.userInterfaceStyle, traits.accessibilityContrast) {"
                        : "switch traits.userInterfaceStyle {")
                for (pattern, expression) in cases {
                    writer.statement(
                        pattern == "default" ? "default: return " : "case \(pattern): return ", expression)
                }
                writer.line("}")
            }
            writer.line("}")
            if let asset { writer.statement("return ", .coalesce([asset, .atom("fallback")])) }
        }
    }

    /// Whether the value needs iOS 13: a dynamic provider, or an adaptive system colour.
    private func needsIOS13(_ value: PaletteValue) -> Bool {
        switch value {
        case .dynamic: return true
        case .single(_, let needsIOS13): return needsIOS13
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

    /// The colour's value: one expression when every appearance comes from one written value, else the
    /// cases of a dynamic provider choosing by interface style (and contrast, when it differs).
    private func value(of color: ResolvedEntity) -> PaletteValue {
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
            var adaptive = false
            if case .system(let system) = light { adaptive = system.isAdaptive }
            return .single(expressions.written(light), needsIOS13: adaptive)
        }
        func resolved(_ value: ColorValue) -> SwiftExpression {
            switch value {
            case .rgba, .clear: return expressions.written(value)
            case .system, .reference:
                return .call(
                    expressions.written(value).flat + ".resolvedColor",
                    [SwiftArgument("with", .atom("traits"))])
            }
        }
        if lightHighContrast != light || darkHighContrast != dark {
            return .dynamic([
                ("(.dark, .high)", resolved(darkHighContrast)), ("(.dark, _)", resolved(dark)),
                ("(_, .high)", resolved(lightHighContrast)), ("default", resolved(light)),
            ])
        }
        return .dynamic([(".dark", resolved(dark)), ("default", resolved(light))])
    }
}
