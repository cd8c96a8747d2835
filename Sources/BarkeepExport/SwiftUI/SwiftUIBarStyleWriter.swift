internal import BarkeepCore

/// Writes one theme as a `ViewModifier` and a `View` extension applying, for each of the theme's
/// appearances, the SwiftUI bar modifiers its fields target, guarded by the theme's own deployment
/// target: the background and its visibility (`toolbarBackground(_:for:)`, iOS 16), the colour scheme of
/// the bar's text (`toolbarColorScheme(_:for:)`, iOS 16: `swiftui.colorScheme`, or else the one the title
/// colour implies against the background, ``ResolvedEntity/titleColorScheme``), the tint
/// (`tint(_:)`, `accentColor(_:)` before iOS 15) and the title display mode. Each modifier sits only in
/// the branch of the platforms whose SwiftUI has its bar placement.
///
/// What SwiftUI cannot express goes through the UIKit bridge (``SwiftUIUIKitBridgeWriter``) on the
/// platforms with UIKit bars, which the app calls at launch (the modifier cannot: in the iOS 16.5 SDK
/// SwiftUI's views are not main-actor isolated, and its concurrency library lacks
/// `MainActor.assumeIsolated`); every other resolved field gets a comment saying it is not written.
struct SwiftUIBarStyleWriter {
    /// The theme.
    let theme: ResolvedEntity
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The theme's own deployment target, which decides its guards (never below the file's, nor below
    /// SwiftUI's).
    private var themeTarget: IOSVersion {
        max(
            theme.theme?.deploymentTarget ?? deploymentTarget, deploymentTarget,
            SwiftUIAvailability.introduced)
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
        var modifier = SwiftUIExpressions.backgroundVisibility(
            ".visible", bars: ", for: \(SwiftUIExpressions.placement(bar))", deploymentTarget: themeTarget)
        modifier.platforms = SwiftUITarget.barPlatforms(bar)
        return modifier
    }

    /// `toolbarColorScheme(_:for:)` from the title colour, when `swiftui.colorScheme` is unset or
    /// automatic and the title colour implies one.
    private func derivedColorScheme(of appearance: ResolvedEntity, bar: BarKind) -> SwiftUIModifier? {
        let explicit = appearance.setFields.contains {
            $0.spec.swiftUITarget == .toolbarColorScheme
                && $0.value.choice != BarColorScheme.automatic.rawValue
        }
        guard !explicit, let scheme = appearance.titleColorScheme else { return nil }
        return SwiftUIModifier(
            call: ".toolbarColorScheme(\(scheme.swiftSpelling), for: \(SwiftUIExpressions.placement(bar)))",
            introduced: SwiftUITarget.toolbarColorScheme.introduced,
            platforms: SwiftUITarget.barPlatforms(bar))
    }

    /// The modifier's type name, such as `ArticlesBarStyle`.
    var typeName: String { expressions.names.type(.theme, theme.name, suffix: "BarStyle") }

    /// Writes the modifier and the extension.
    func write(into writer: inout SwiftSourceWriter) {
        var modifiers: [SwiftUIModifier] = []
        var sources: [String] = []
        var appearances: [(bar: BarKind, appearance: ResolvedEntity)] = []
        for bar in BarKind.allCases {
            guard let appearance = theme.theme?.appearance(for: bar) else { continue }
            appearances.append((bar, appearance))
            modifiers += appearance.setFields.compactMap {
                expressions.modifier($0, of: appearance, bar: bar, deploymentTarget: themeTarget)
            }
            if let scheme = derivedColorScheme(of: appearance, bar: bar) { modifiers.append(scheme) }
            if let visible = scrollEdgeVisibility(of: appearance, bar: bar) { modifiers.append(visible) }
            sources.append("`\(appearance.name)` (\(bar == .toolbar ? "toolbar" : bar.rawValue + " bar"))")
        }
        let bridge = SwiftUIUIKitBridgeWriter(
            appearances: appearances, expressions: expressions, target: themeTarget)
        let availability = SwiftUIAvailability.attribute(themeTarget, target: deploymentTarget)
        writer.documentation("The SwiftUI bars of theme `\(theme.name)` (iOS \(themeTarget)).")
        if let description = theme.description { writer.documentation(description) }
        if !sources.isEmpty {
            writer.documentation("Applies the appearances " + sources.joined(separator: ", ") + ".")
        }
        if !bridge.isEmpty {
            writer.documentation(
                "Where UIKit draws the bars, what SwiftUI has no modifier for is set by "
                    + "`\(typeName).installUIKitAppearance()`: call it once at launch, on the main actor.")
        }
        if let availability { writer.line(availability) }
        writer.block("public struct \(typeName): ViewModifier") { writer in
            writer.documentation("Creates the modifier.")
            writer.line("public init() {}")
            writer.line()
            var notes = bridge.notes
            if modifiers.isEmpty {
                notes.insert("The theme's appearances set nothing SwiftUI applies.", at: 0)
            }
            SwiftUIModifierChain.writeBody(modifiers, target: themeTarget, notes: notes, into: &writer)
            if !bridge.isEmpty {
                writer.line()
                bridge.write(into: &writer)
            }
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
