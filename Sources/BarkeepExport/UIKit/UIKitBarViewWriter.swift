internal import BarkeepCore

/// Writes the bar view's own properties (`bar.clipsToBounds`, `bar.layer.shadowColor` …): an
/// appearance's `applyView(to:)` and the theme's `resetView(_:)`, which puts them back to the catalogue's
/// defaults (`UIView`'s and `CALayer`'s). No appearance proxy carries them: they are not
/// `UI_APPEARANCE_SELECTOR`s, and a proxy's `layer` is no bar's layer, so they are set on each bar, never
/// in `apply(to:)`, which `applyGlobally()` calls with the proxy.
struct UIKitBarViewWriter {
    /// The bar kind.
    let bar: BarKind
    /// Value expressions.
    let expressions: UIKitExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The bar view fields `appearance` sets to a value (a value equal to UIKit's own included: it overrides
    /// what a parent sets): what its `applyView(to:)` writes; empty when it needs none.
    static func fields(of appearance: ResolvedEntity) -> [ResolvedField] {
        appearance.setFields(in: nil).filter {
            guard case .barView = $0.spec.uikitTarget else { return false }
            return !$0.value.isUIKitDefault
        }
    }

    /// Writes `public static func applyView(to bar:)` setting `fields`.
    func writeApplyView(_ fields: [ResolvedField], into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Sets `bar`'s view and layer properties, which appearance proxies do not carry: call it for each "
                + "bar of this appearance, after `apply(to:)` (a theme switch does, for the bars on screen).")
        writer.block("public static func applyView(to bar: \(bar.viewClassName))") { writer in
            var values: [BarViewProperty: SwiftExpression] = [:]
            for field in fields {
                guard case .barView(let property) = field.spec.uikitTarget,
                    let value = expressions.expression(field.value, spec: field.spec)
                else { continue }
                values[property] = value
            }
            writeAssignments(values, into: &writer)
        }
    }

    /// Writes `public static func resetView(_ bar:)`: `properties`, the ones the file's themes set, back to
    /// the catalogue's defaults.
    func writeResetView(_ properties: Set<BarViewProperty>, into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Puts the view and layer properties the themes' `applyView(to:)` set on a \(bar.viewClassName) "
                + "back to UIKit's own values; the others stay as the app set them.")
        writer.block("public static func resetView(_ bar: \(bar.viewClassName))") { writer in
            var values: [BarViewProperty: SwiftExpression] = [:]
            for (property, spec) in rows where properties.contains(property) {
                if let value = spec.uikitDefault.flatMap({ expressions.expression($0, spec: spec) }) {
                    values[property] = value
                }
            }
            writeAssignments(values, into: &writer)
        }
    }

    /// The catalogue's bar view rows, in path order.
    private var rows: [(BarViewProperty, FieldSpec)] {
        FieldCatalogue.of(.appearance, bar: bar).specs.compactMap { spec in
            guard case .barView(let property) = spec.uikitTarget else { return nil }
            return (property, spec)
        }
    }

    /// `bar.<property> = value` for each of `values` in catalogue order, each behind its iOS version: a
    /// colour as its `cgColor`, the offset's components as one `CGSize` (a component without a value
    /// keeps `CALayer`'s default).
    private func writeAssignments(
        _ values: [BarViewProperty: SwiftExpression], into writer: inout SwiftSourceWriter
    ) {
        var wroteOffset = false
        for (property, spec) in rows {
            var value: SwiftExpression
            if case .shadowOffset = property {
                let components = SizeComponent.allCases.map { values[.shadowOffset($0)] }
                guard !wroteOffset, components.contains(where: { $0 != nil }) else { continue }
                wroteOffset = true
                value = .call(
                    "CGSize",
                    zip(SizeComponent.allCases, components).map { component, value in
                        SwiftArgument(component.rawValue, value ?? defaultValue(of: .shadowOffset(component)))
                    })
            } else {
                guard let assigned = values[property] else { continue }
                value = assigned
            }
            if property.isCGColor {
                // `UIColor.black.cgColor`: the colour as the current traits resolve it, which does not
                // follow a later change between light and dark.
                if case .coalesce = value {
                    value = .atom("(" + value.flat + ").cgColor")
                } else {
                    value = .atom(value.flat + ".cgColor")
                }
            }
            UIKitAvailability.guarded(spec.introduced, target: deploymentTarget, into: &writer) { writer in
                writer.statement("bar.\(property.swiftPath) = ", value)
            }
        }
    }

    /// The catalogue's default of `property`, as Swift.
    private func defaultValue(of property: BarViewProperty) -> SwiftExpression {
        rows.first { $0.0 == property }.flatMap { _, spec in
            spec.uikitDefault.flatMap { expressions.expression($0, spec: spec) }
        } ?? .atom("0")
    }
}
