internal import BarkeepCore

/// Writes one theme as a `ViewModifier` and a `View` extension applying, for each of the theme's
/// appearances, the SwiftUI bar modifiers its fields target (`toolbarBackground(_:for:)`,
/// `toolbarColorScheme(_:for:)`, the title display mode …), guarded by the theme's own deployment target.
struct SwiftUIBarStyleWriter {
    /// The theme.
    let theme: ResolvedEntity
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The theme's own deployment target, which decides its guards (never below the file's).
    private var themeTarget: IOSVersion {
        max(theme.theme?.deploymentTarget ?? deploymentTarget, deploymentTarget)
    }

    /// `toolbarBackground(.visible, for:)` when UIKit draws the appearance's scroll edge over an opaque
    /// background and its own `swiftui.backgroundVisibility` says nothing: SwiftUI's automatic
    /// visibility hides the bar background where content settles at the edge, the iOS 15 surprise the
    /// UIKit export prevents by setting `scrollEdgeAppearance`. Nil otherwise (a scroll edge left to
    /// UIKit is transparent there in both exports).
    private func scrollEdgeVisibility(of appearance: ResolvedEntity, bar: BarKind) -> SwiftUIModifier? {
        let saysVisibility = appearance.setFields.contains {
            $0.spec.swiftUITarget == .toolbarBackgroundVisibility
        }
        guard !saysVisibility, bar.variants.contains(.scrollEdge),
            appearance.drawsOpaqueBackground(.scrollEdge)
        else { return nil }
        return SwiftUIExpressions.backgroundVisibility(
            ".visible", bars: ", for: \(SwiftUIExpressions.placement(bar))", deploymentTarget: themeTarget)
    }

    /// The modifier's type name, such as `ArticlesBarStyle`.
    var typeName: String { expressions.names.type(.theme, theme.name, suffix: "BarStyle") }

    /// Writes the modifier and the extension.
    func write(into writer: inout SwiftSourceWriter) {
        var modifiers: [SwiftUIModifier] = []
        var sources: [String] = []
        for bar in BarKind.allCases {
            guard let appearance = theme.theme?.appearance(for: bar) else { continue }
            var applied = appearance.setFields.compactMap {
                expressions.modifier($0, of: appearance, bar: bar, deploymentTarget: themeTarget)
            }
            if let visible = scrollEdgeVisibility(of: appearance, bar: bar) { applied.append(visible) }
            sources.append("`\(appearance.name)` (\(bar == .toolbar ? "toolbar" : bar.rawValue + " bar"))")
            modifiers += applied
        }
        let availability = SwiftUIAvailability.attribute(themeTarget, target: deploymentTarget)
        writer.documentation("The SwiftUI bars of theme `\(theme.name)` (iOS \(themeTarget)).")
        if let description = theme.description { writer.documentation(description) }
        if !sources.isEmpty {
            writer.documentation("Applies the appearances " + sources.joined(separator: ", ") + ".")
        }
        if let availability { writer.line(availability) }
        writer.block("public struct \(typeName): ViewModifier") { writer in
            writer.documentation("Creates the modifier.")
            writer.line("public init() {}")
            writer.line()
            let notes = modifiers.isEmpty ? ["The theme's appearances set nothing SwiftUI applies."] : []
            SwiftUIModifierChain.writeBody(modifiers, target: themeTarget, notes: notes, into: &writer)
        }
        writer.line()
        SwiftUIAvailability.writeViewExtension(target: deploymentTarget, into: &writer) { writer in
            writer.documentation("Styles the bars of this view as theme `\(theme.name)` does.")
            if let availability = SwiftUIAvailability.memberAttribute(themeTarget, target: deploymentTarget) {
                writer.line(availability)
            }
            let function = typeName.prefix(1).lowercased() + typeName.dropFirst()
            writer.block("public func \(function)() -> some View") { writer in
                writer.line("modifier(\(typeName)())")
            }
        }
    }
}
