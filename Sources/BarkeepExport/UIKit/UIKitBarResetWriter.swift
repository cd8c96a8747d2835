internal import BarkeepCore

/// Writes `BarkeepTheme.reset(_:)` for each bar kind: every property a theme's appearance can set on the
/// bar, put back to UIKit's own value, so that switching theme leaves nothing of the previous one
/// behind. What it resets is read from the field catalogue: the appearance variants, the bar-level
/// settings and, before iOS 13 (under `#unavailable`), the legacy properties the standard variant maps to.
struct UIKitBarResetWriter {
    /// The bar kind.
    let bar: BarKind
    /// Value expressions, for the non-optional defaults.
    let expressions: UIKitExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// A bar property with the iOS version that introduced it and its reset value: UIKit's default, or
    /// `nil` for an optional property.
    private typealias Reset = (property: String, introduced: IOSVersion, value: String)

    /// The bar properties the catalogue's bar-level fields set on `bar`, each once.
    private var barProperties: [Reset] {
        var result: [Reset] = []
        for spec in FieldCatalogue.of(.appearance, bar: bar).specs {
            guard case .barProperty(let property) = spec.uikitTarget,
                !result.contains(where: { $0.property == property })
            else { continue }
            let value = spec.uikitDefault.flatMap { expressions.expression($0, spec: spec)?.flat } ?? "nil"
            result.append((property, spec.introduced, value))
        }
        return result
    }

    /// Below iOS 13, the other bar properties the legacy writer sets from the standard variant, each once:
    /// code from iOS 13 never sets them, so the reset clears them only before it.
    private var legacyProperties: [Reset] {
        guard deploymentTarget < APIAvailability.barAppearance.introduced else { return [] }
        var result: [Reset] = []
        let set = Set(barProperties.map(\.property))
        for spec in FieldCatalogue.of(.appearance, bar: bar).specs where spec.variant == .standard {
            let property: String
            let introduced: IOSVersion
            switch spec.uikitTarget?.legacyTarget(for: bar) {
            case .barProperty(let name, let version)?: (property, introduced) = (name, version)
            case .textAttributes(.barProperty(let name, let version))?:
                (property, introduced) = (name, version)
            default: continue
            }
            guard !set.contains(property), !result.contains(where: { $0.property == property }) else {
                continue
            }
            result.append((property, introduced, "nil"))
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

    /// Whether the file resets legacy properties before iOS 13.
    private var resetsLegacyProperties: Bool { !legacyProperties.isEmpty || setsLegacyBackgroundImage }

    /// Writes `public static func reset(_ bar:)` (and, before iOS 13, `resetLegacy(_:)`).
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
            guard resetsLegacyProperties else { return }
            writer.block("if #unavailable(iOS \(APIAvailability.barAppearance.introduced))") { writer in
                writer.line("resetLegacy(bar)")
            }
        }
        guard resetsLegacyProperties else { return }
        // A function of its own: an `#available` nested in the `#unavailable` would warn where the app
        // targets a later iOS.
        writer.line()
        writer.documentation(
            "Before \(APIAvailability.barAppearance.introduced.name): the bar's own properties the legacy API "
                + "sets, back to UIKit's.")
        writer.block("private static func resetLegacy(_ bar: \(bar.viewClassName))") { writer in
            for (property, introduced, value) in legacyProperties {
                UIKitAvailability.guarded(introduced, target: deploymentTarget, into: &writer) { writer in
                    writer.line("bar.\(property) = \(value)")
                }
            }
            if setsLegacyBackgroundImage { writer.line("bar.setBackgroundImage(nil, for: .default)") }
        }
    }
}
