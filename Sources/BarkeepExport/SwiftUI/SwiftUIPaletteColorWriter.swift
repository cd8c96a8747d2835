internal import BarkeepCore

/// Writes the two types every SwiftUI file starts with: `BarkeepSwiftUIAssetBundle`, the bundle asset
/// colours are looked up in (``ExportSettings/assetBundle``), and `BarkeepSwiftUIPaletteColor`, a colour's
/// sRGB values in each appearance made into each platform's own dynamic colour, so that no platform
/// needs UIKit for the palette: UIKit's `UIColor(dynamicProvider:)` on iOS, iPadOS, tvOS and visionOS,
/// AppKit's `NSColor(name:dynamicProvider:)` on macOS, and on watchOS, whose bars are always dark, the
/// dark values.
struct SwiftUIPaletteColorWriter {
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion
    /// The bundle asset colours are looked up in.
    let assetBundle: AssetBundle

    /// Writes both types.
    func write(into writer: inout SwiftSourceWriter) {
        writeAssetBundle(into: &writer)
        writer.line()
        writeColorType(into: &writer)
        writer.line()
    }

    /// `BarkeepSwiftUIAssetBundle`, a computed `bundle` (a `Bundle` is not `Sendable` in every SDK).
    private func writeAssetBundle(into writer: inout SwiftSourceWriter) {
        let bundle = SwiftUIExpressions.assetBundleNamespace
        switch assetBundle {
        case .main:
            writer.documentation(
                "The bundle whose asset catalog holds the palette's asset colours: the app's main bundle. "
                    + "Export with --asset-bundle module when the assets sit in a Swift package target.")
        case .module:
            writer.documentation(
                "The bundle whose asset catalog holds the palette's asset colours: this Swift package "
                    + "target's resources (`Bundle.module`, which SwiftPM makes for a target with resources)."
            )
        }
        if let attribute = SwiftUIAvailability.attribute(
            SwiftUIAvailability.introduced, target: deploymentTarget)
        {
            writer.line(attribute)
        }
        writer.block("public enum \(bundle)") { writer in
            writer.documentation("The bundle.")
            writer.line("public static var bundle: Bundle { Bundle.\(assetBundle.rawValue) }")
        }
    }

    /// `BarkeepSwiftUIPaletteColor`.
    private func writeColorType(into writer: inout SwiftSourceWriter) {
        let bundle = SwiftUIExpressions.assetBundleNamespace + ".bundle"
        writer.documentation(
            "A palette colour: its sRGB values (red, green, blue and opacity, 0 to 1) in the light, dark and "
                + "both high-contrast appearances, and the asset-catalog colour that replaces them where "
                + "`\(bundle)` has it. ``color`` is the platform's own dynamic colour (UIKit's on iOS, iPadOS, "
                + "tvOS and visionOS, AppKit's on macOS); on watchOS, whose bars are always dark, it is the "
                + "dark value.")
        if let attribute = SwiftUIAvailability.attribute(
            SwiftUIAvailability.introduced, target: deploymentTarget)
        {
            writer.line(attribute)
        }
        writer.block("public struct \(SwiftUIExpressions.paletteColorType): Sendable") { writer in
            for (name, what) in [
                ("light", "light"), ("dark", "dark"), ("lightHighContrast", "light high-contrast"),
                ("darkHighContrast", "dark high-contrast"),
            ] {
                writer.documentation("The values in the \(what) appearance.")
                writer.line("public let \(name): [Double]")
            }
            writer.documentation("The asset-catalog colour that replaces the values, if any.")
            writer.line("public let asset: String?")
            writer.line()
            writer.documentation(
                "Creates a colour; dark defaults to light, and each high-contrast value to its appearance's.")
            writer.line("public init(")
            writer.indent { writer in
                writer.line("asset: String? = nil, light: [Double], dark: [Double]? = nil,")
                writer.line("lightHighContrast: [Double]? = nil, darkHighContrast: [Double]? = nil")
            }
            writer.block(")") { writer in
                writer.line("self.asset = asset")
                writer.line("self.light = light")
                writer.line("self.dark = dark ?? light")
                writer.line("self.lightHighContrast = lightHighContrast ?? light")
                writer.line("self.darkHighContrast = darkHighContrast ?? dark ?? light")
            }
            writer.line()
            writeColor(bundle: bundle, into: &writer)
            writer.line()
            writePlatformColors(bundle: bundle, into: &writer)
        }
    }

    /// `color`, by platform.
    private func writeColor(bundle: String, into writer: inout SwiftSourceWriter) {
        let platformColor = APIAvailability.platformColor
        let guarded = platformColor.introduced > deploymentTarget
        let releases = platformColor.releases
        writer.documentation("The colour in SwiftUI.")
        writer.block("public var color: Color") { writer in
            writer.line("#if os(watchOS)")
            writer.indent { writer in
                writer.line("if let asset { return Color(asset, bundle: \(bundle)) }")
                writer.line(
                    "return Color(.sRGB, red: dark[0], green: dark[1], blue: dark[2], opacity: dark[3])")
            }
            writer.line("#elseif os(macOS)")
            writer.indent { writer in
                if guarded {
                    writer.line(
                        "if #available(macOS \(releases.macOS), *) { return Color(nsColor: nsColor) }")
                    writer.line("return Color(nsColor)")
                } else {
                    writer.line("return Color(nsColor: nsColor)")
                }
            }
            writer.line("#else")
            writer.indent { writer in
                if guarded {
                    writer.line(
                        "if #available(iOS \(releases.iOS), tvOS \(releases.tvOS), *) { return Color(uiColor: uiColor) }"
                    )
                    writer.line("return Color(uiColor)")
                } else {
                    writer.line("return Color(uiColor: uiColor)")
                }
            }
            writer.line("#endif")
        }
    }

    /// `nsColor` on macOS, `uiColor` where UIKit has dynamic colours (not watchOS).
    private func writePlatformColors(bundle: String, into writer: inout SwiftSourceWriter) {
        writer.line("#if os(macOS)")
        writer.indent { writer in
            writer.documentation(
                "The colour in AppKit: the asset, else the values of the appearance drawn in.")
            writer.block("public var nsColor: NSColor") { writer in
                writer.block("if let asset, let named = NSColor(named: asset, bundle: \(bundle))") { writer in
                    writer.line("return named")
                }
                writer.line("let values = self")
                writer.line("return NSColor(name: nil) { appearance in")
                writer.indent { writer in
                    writer.line("let names: [NSAppearance.Name] = [")
                    writer.indent { writer in
                        writer.line(
                            ".aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,"
                        )
                    }
                    writer.line("]")
                    writer.line("switch appearance.bestMatch(from: names) {")
                    writer.line("case .darkAqua?: return Self.nsColor(values.dark)")
                    writer.line(
                        "case .accessibilityHighContrastAqua?: return Self.nsColor(values.lightHighContrast)")
                    writer.line(
                        "case .accessibilityHighContrastDarkAqua?: return Self.nsColor(values.darkHighContrast)"
                    )
                    writer.line("default: return Self.nsColor(values.light)")
                    writer.line("}")
                }
                writer.line("}")
            }
            writer.line()
            writer.documentation("An AppKit colour of `values`.")
            writer.block("private static func nsColor(_ values: [Double]) -> NSColor") { writer in
                writer.line(
                    "NSColor(srgbRed: values[0], green: values[1], blue: values[2], alpha: values[3])")
            }
        }
        writer.line("#elseif canImport(UIKit) && !os(watchOS)")
        writer.indent { writer in
            writer.documentation(
                "The colour in UIKit: the asset, else the values of the trait collection drawn in.")
            writer.block("public var uiColor: UIColor") { writer in
                writer.line("if let asset,")
                writer.indent { writer in
                    writer.line("let named = UIColor(named: asset, in: \(bundle), compatibleWith: nil)")
                }
                writer.line("{")
                writer.indent { writer in writer.line("return named") }
                writer.line("}")
                writer.line("let values = self")
                writer.line("return UIColor { traits in")
                writer.indent { writer in
                    writer.line("switch (traits.userInterfaceStyle, traits.accessibilityContrast) {")
                    writer.line("case (.dark, .high): return Self.uiColor(values.darkHighContrast)")
                    writer.line("case (.dark, _): return Self.uiColor(values.dark)")
                    writer.line("case (_, .high): return Self.uiColor(values.lightHighContrast)")
                    writer.line("default: return Self.uiColor(values.light)")
                    writer.line("}")
                }
                writer.line("}")
            }
            writer.line()
            writer.documentation("A UIKit colour of `values`.")
            writer.block("private static func uiColor(_ values: [Double]) -> UIColor") { writer in
                writer.line("UIColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])")
            }
        }
        writer.line("#endif")
    }
}
