internal import BarkeepCore

/// Writes `BarkeepTheme`: an enum of the exported themes whose `apply(_:)` sets the appearance proxies
/// and re-applies the theme to the bars already on screen, so switching themes needs no relaunch.
struct UIKitThemeWriter {
    /// The themes, sorted by name.
    let themes: [ResolvedEntity]
    /// Swift names.
    let names: SwiftNames
    /// The deployment target of the file.
    var deploymentTarget: IOSVersion = .iOS13

    /// Writes the enum.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "The catalog's themes. `BarkeepTheme.apply(_:)` switches theme at run time: it sets the appearance "
                + "proxies for bars created later and re-applies the appearances to the bars on screen.")
        writer.line("@MainActor")
        writer.block("public enum BarkeepTheme: String, CaseIterable, Sendable") { writer in
            for theme in themes {
                writer.documentation(summary(of: theme))
                if let description = theme.description { writer.documentation(description) }
                writer.line("case \(names.member(.theme, theme.name)) = \(SwiftLiteral.string(theme.name))")
            }
            writer.line()
            writeApply(into: &writer)
            writer.line()
            writeApplyGlobally(into: &writer)
            writer.line()
            writeApplyToBars(into: &writer)
        }
    }

    /// What a theme holds, for its case's documentation.
    private func summary(of theme: ResolvedEntity) -> String {
        guard let members = theme.theme else { return "Theme `\(theme.name)`." }
        var parts: [String] = []
        for bar in BarKind.allCases {
            if let appearance = members.appearance(for: bar) {
                parts.append("\(bar.rawValue) `\(appearance.name)`")
            }
        }
        if let layout = members.layout { parts.append("layout `\(layout.name)`") }
        if !members.sheets.isEmpty {
            parts.append("sheets " + members.sheets.map { "`\($0.name)`" }.joined(separator: ", "))
        }
        let held = parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
        return "Theme `\(theme.name)` (iOS \(members.deploymentTarget))\(held)."
    }

    /// `static func apply(_:)`: proxies, then every window of every connected scene.
    private func writeApply(into writer: inout SwiftSourceWriter) {
        writer.documentation("Switches the app to `theme`: bars created from now on and bars on screen.")
        writer.block("public static func apply(_ theme: BarkeepTheme)") { writer in
            writer.line("theme.applyGlobally()")
            if deploymentTarget < .iOS13 {
                writer.comment(
                    "Before iOS 13 there are no scenes to walk: the proxies restyle bars created from now on."
                )
            }
            UIKitAvailability.guarded(.iOS13, target: deploymentTarget, into: &writer) { writer in
                writer.block("for scene in UIApplication.shared.connectedScenes") { writer in
                    writer.line("guard let windowScene = scene as? UIWindowScene else { continue }")
                    writer.block("for window in windowScene.windows") { writer in
                        writer.line("theme.apply(toBarsIn: window)")
                        writer.line("window.setNeedsLayout()")
                    }
                }
            }
        }
    }

    /// `func applyGlobally()`: each member appearance through its proxy.
    private func writeApplyGlobally(into writer: inout SwiftSourceWriter) {
        writer.documentation("Sets the appearance proxies of the theme's bars.")
        writer.block("public func applyGlobally()") { writer in
            writeSwitch(into: &writer, extra: scopedLines) { theme, bar in
                theme.appearance(for: bar).map {
                    "\(names.type(.appearance, $0.name, suffix: "Appearance")).applyGlobally()"
                }
            }
        }
    }

    /// The container classes of a scoped appearance (`bar.containers`), innermost first.
    private static func containers(of appearance: ResolvedEntity) -> [String] {
        for field in appearance.fields {
            if case .appearanceContainers = field.spec.uikitTarget,
                case .value(.text(let names)) = field.value
            {
                return names.split(separator: ",").map(String.init)
            }
        }
        return []
    }

    /// The theme's scoped appearances, each applied to its bar's proxy inside its container classes.
    private func scopedLines(_ theme: ResolvedTheme) -> [String] {
        theme.scoped.flatMap { appearance -> [String] in
            guard let bar = appearance.bar else { return [] }
            let containers = Self.containers(of: appearance)
            let type = names.type(.appearance, appearance.name, suffix: "Appearance")
            guard !containers.isEmpty else {
                return ["// \(type) names no container classes (bar.containers), so it is not applied."]
            }
            let proxy = SwiftExpression.call(
                "\(bar.viewClassName).appearance",
                [SwiftArgument("whenContainedInInstancesOf", .array(containers.map { .atom("\($0).self") }))])
            return SwiftLineBreaker.lines(
                "", .call("\(type).apply", [SwiftArgument("to", proxy)]), indent: 12)
        }
    }

    /// `func apply(toBarsIn:)`: every navigation bar, tab bar and toolbar in a view tree.
    private func writeApplyToBars(into writer: inout SwiftSourceWriter) {
        writer.documentation("Re-applies the theme's appearances to the bars in `view` and its subviews.")
        writer.block("public func apply(toBarsIn view: UIView)") { writer in
            writeSwitch(into: &writer) { theme, bar in
                var lines: [String] = []
                if let appearance = theme.appearance(for: bar) {
                    lines.append(
                        "\(names.type(.appearance, appearance.name, suffix: "Appearance")).apply(to: bar)")
                }
                // A scoped appearance inside its containers, after the theme's own: the bars on screen
                // look as the proxies make new ones look.
                for scoped in theme.scoped where scoped.bar == bar {
                    let containers = Self.containers(of: scoped)
                    guard !containers.isEmpty else { continue }
                    let classes = containers.map { "\($0).self" }.joined(separator: ", ")
                    let type = names.type(.appearance, scoped.name, suffix: "Appearance")
                    lines += [
                        "if Self.isContained(bar, in: [\(classes)]) {", "    \(type).apply(to: bar)", "}",
                    ]
                }
                guard !lines.isEmpty else { return nil }
                return (["if let bar = view as? \(bar.viewClassName) {"] + lines.map { "    " + $0 } + ["}"])
                    .joined(separator: "\n")
            }
            writer.block("for subview in view.subviews") { writer in
                writer.line("apply(toBarsIn: subview)")
            }
        }
        // Only the check above calls it: a scoped appearance with container classes.
        let checksContainment = themes.contains { theme in
            theme.theme?.scoped.contains { !Self.containers(of: $0).isEmpty } ?? false
        }
        guard checksContainment else { return }
        writer.line()
        writer.documentation(
            "Whether `view` is inside instances of `containers`, innermost first, as "
                + "`appearance(whenContainedInInstancesOf:)` reads them: up the responder chain, the first "
                + "class, then each next one further out.")
        writer.block("private static func isContained(_ view: UIView, in containers: [AnyClass]) -> Bool") {
            writer in
            writer.lines([
                "var found = 0",
                "var responder = view.next",
                "while let current = responder, found < containers.count {",
                "    if current.isKind(of: containers[found]) { found += 1 }",
                "    responder = current.next",
                "}",
                "return found == containers.count",
            ])
        }
    }

    /// `switch self` with one case per theme, each with the lines `line` gives for its bars (or `break`).
    private func writeSwitch(
        into writer: inout SwiftSourceWriter, extra: (ResolvedTheme) -> [String] = { _ in [] },
        _ line: (ResolvedTheme, BarKind) -> String?
    ) {
        writer.line("switch self {")
        for theme in themes {
            writer.line("case .\(names.member(.theme, theme.name).replacing("`", with: "")):")
            let lines =
                theme.theme.map { members in
                    BarKind.allCases.compactMap { line(members, $0) } + extra(members)
                } ?? []
            writer.indent { writer in
                writer.lines(
                    lines.isEmpty ? ["break"] : lines.flatMap { $0.split(separator: "\n").map(String.init) })
            }
        }
        writer.line("}")
    }
}
