internal import BarkeepCore

/// Writes `BarkeepTheme.reset(_:)` for each bar kind: every property a theme's appearance can set on the
/// bar, put back to UIKit's own value, so that switching theme leaves nothing of the previous one
/// behind. What it resets is read from the field catalogue: the appearance variants, the bar-level
/// settings and, below iOS 13, the legacy properties the standard variant maps to.
struct UIKitBarResetWriter {
    /// The bar kind.
    let bar: BarKind
    /// Value expressions, for the non-optional defaults.
    let expressions: UIKitExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The bar properties the catalogue sets on `bar`, each once, with the iOS version that introduced
    /// it and its reset value: UIKit's default, or `nil` for an optional property.
    private var barProperties: [(property: String, introduced: IOSVersion, value: String)] {
        var result: [(property: String, introduced: IOSVersion, value: String)] = []
        func add(_ property: String, _ introduced: IOSVersion, _ value: String) {
            guard !result.contains(where: { $0.property == property }) else { return }
            result.append((property, introduced, value))
        }
        let specs = FieldCatalogue.of(.appearance, bar: bar).specs
        for spec in specs {
            guard case .barProperty(let property) = spec.uikitTarget else { continue }
            let value = spec.uikitDefault.flatMap { expressions.expression($0, spec: spec)?.flat } ?? "nil"
            add(property, spec.introduced, value)
        }
        guard deploymentTarget < APIAvailability.barAppearance.introduced else { return result }
        for spec in specs where spec.variant == .standard {
            switch spec.uikitTarget?.legacyTarget(for: bar) {
            case .barProperty(let property, let introduced)?:
                add(property, introduced, "nil")
            case .textAttributes(.barProperty(let property, let introduced))?:
                add(property, introduced, "nil")
            default:
                continue
            }
        }
        return result
    }

    /// Whether the legacy writer may set the bar's background image, which the reset then clears.
    private var setsLegacyBackgroundImage: Bool {
        deploymentTarget < APIAvailability.barAppearance.introduced
            && FieldCatalogue.of(.appearance, bar: bar).specs.contains {
                $0.variant == .standard
                    && $0.uikitTarget?.legacyTarget(for: bar) == .backgroundImageForDefaultMetrics
            }
    }

    /// Writes `public static func reset(_ bar:)`.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Puts every property a theme sets on a \(bar.viewClassName) back to UIKit's own value: a fresh "
                + "standard appearance, no other variant, and the bar-level settings' defaults.")
        writer.block("public static func reset(_ bar: \(bar.viewClassName))") { writer in
            UIKitAvailability.guarded(
                APIAvailability.barAppearance.introduced, target: deploymentTarget, into: &writer
            ) {
                writer in
                for variant in bar.variants {
                    let value = variant == .standard ? "\(bar.appearanceClassName)()" : "nil"
                    UIKitAvailability.guarded(
                        bar.introduced(variant),
                        target: max(deploymentTarget, APIAvailability.barAppearance.introduced),
                        into: &writer
                    ) { writer in
                        writer.line("bar.\(variant.barPropertyName) = \(value)")
                    }
                }
            }
            for (property, introduced, value) in barProperties {
                UIKitAvailability.guarded(introduced, target: deploymentTarget, into: &writer) { writer in
                    writer.line("bar.\(property) = \(value)")
                }
            }
            if setsLegacyBackgroundImage { writer.line("bar.setBackgroundImage(nil, for: .default)") }
        }
    }
}
