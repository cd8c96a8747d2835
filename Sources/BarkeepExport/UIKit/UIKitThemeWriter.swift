internal import BarkeepCore

/// Writes `BarkeepTheme`: an enum of the exported themes whose `apply(_:)` sets the appearance proxies
/// and re-applies the theme to the bars already on screen, so switching themes needs no relaunch.
struct UIKitThemeWriter {
    /// The themes, sorted by name.
    let themes: [ResolvedEntity]
    /// Swift names.
    let names: SwiftNames
    /// The deployment target of the file.
    var deploymentTarget: IOSVersion = APIAvailability.barAppearance.introduced
    /// Value expressions.
    let expressions: UIKitExpressions

    /// The bar kinds some theme of the file styles: the ones a theme switch resets. Bars no theme
    /// touches keep what the app gives them.
    private var styledBars: [BarKind] {
        BarKind.allCases.filter { bar in
            themes.contains { theme in
                guard let members = theme.theme else { return false }
                return members.appearance(for: bar) != nil || members.scoped.contains { $0.bar == bar }
            }
        }
    }

    /// The view and layer properties the themes' appearances (scoped ones too) set, by bar kind: what a
    /// switch puts back on the bars on screen, which no proxy does. Properties no theme sets are left as
    /// the app set them.
    private var viewStyledBars: [BarKind: Set<BarViewProperty>] {
        var result: [BarKind: Set<BarViewProperty>] = [:]
        for theme in themes {
            guard let members = theme.theme else { continue }
            for appearance in BarKind.allCases.compactMap({ members.appearance(for: $0) }) + members.scoped {
                guard let bar = appearance.bar else { continue }
                for field in UIKitBarViewWriter.fields(of: appearance) {
                    if case .barView(let property) = field.spec.uikitTarget {
                        result[bar, default: []].insert(property)
                    }
                }
            }
        }
        return result
    }

    /// `Type.apply(to: bar)`, and `Type.applyView(to: bar)` when the appearance sets view properties.
    private func applyLines(_ appearance: ResolvedEntity) -> [String] {
        let type = names.type(.appearance, appearance.name, suffix: "Appearance")
        let view = UIKitBarViewWriter.fields(of: appearance).isEmpty ? [] : ["\(type).applyView(to: bar)"]
        return ["\(type).apply(to: bar)"] + view
    }

    /// The distinct proxies of the themes' scoped appearances, as `UINavigationBar.appearance(…)` calls.
    private var scopedProxies: [SwiftExpression] {
        var seen: Set<String> = []
        var result: [SwiftExpression] = []
        for theme in themes {
            for appearance in theme.theme?.scoped ?? [] {
                guard let bar = appearance.bar else { continue }
                let containers = Self.containers(of: appearance)
                guard !containers.isEmpty else { continue }
                let proxy = Self.proxy(of: bar, in: containers)
                if seen.insert(proxy.flat).inserted { result.append(proxy) }
            }
        }
        return result
    }

    /// `UINavigationBar.appearance(whenContainedInInstancesOf: [A.self, …])`.
    private static func proxy(of bar: BarKind, in containers: [String]) -> SwiftExpression {
        .call(
            "\(bar.viewClassName).appearance",
            [SwiftArgument("whenContainedInInstancesOf", .array(containers.map { .atom("\($0).self") }))])
    }

    /// Writes the enum.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "The catalog's themes. `BarkeepTheme.apply(_:)` switches theme at run time: it resets what the "
                + "previous theme set, sets the appearance proxies for bars created later and re-applies the "
                + "appearances to the bars on screen. In an app extension, call `apply(_:to:)` with its windows."
        )
        writer.line("@MainActor")
        writer.block("public enum BarkeepTheme: String, CaseIterable, Sendable") { writer in
            for theme in themes {
                writer.documentation(summary(of: theme))
                if let description = theme.description { writer.documentation(description) }
                writer.line("case \(names.member(.theme, theme.name)) = \(SwiftLiteral.string(theme.name))")
            }
            writer.line()
            writer.documentation(
                "The theme set last (`apply(_:)`, `apply(_:to:)` or `applyGlobally()`). A bar created after "
                    + "the switch gets the proxies' values but not what no proxy carries (its view and layer "
                    + "properties): `BarkeepTheme.current?.apply(toBarsIn: bar)` gives it everything.")
            writer.line("public private(set) static var current: BarkeepTheme?")
            writer.line()
            writeApply(into: &writer)
            writer.line()
            writeApplyGlobally(into: &writer)
            writer.line()
            writeApplyToBars(into: &writer)
            writer.line()
            writeApplyToControllers(into: &writer)
            for bar in styledBars {
                writer.line()
                UIKitBarResetWriter(bar: bar, expressions: expressions, deploymentTarget: deploymentTarget)
                    .write(into: &writer)
                if let properties = viewStyledBars[bar] {
                    writer.line()
                    UIKitBarViewWriter(bar: bar, expressions: expressions, deploymentTarget: deploymentTarget)
                        .writeResetView(properties, into: &writer)
                }
            }
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

    /// `static func apply(_:)` over the app's windows, and `apply(_:to:)`, which extensions can call.
    private func writeApply(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Switches the app to `theme`: bars created from now on and bars on screen in the app's windows. "
                + "Unavailable in app extensions, which have no `UIApplication.shared`: call `apply(_:to:)` there."
        )
        writer.line("@available(iOSApplicationExtension, unavailable)")
        writer.block("public static func apply(_ theme: BarkeepTheme)") { writer in
            let scenes = { (writer: inout SwiftSourceWriter) in
                writer.line("var windows: [UIWindow] = []")
                writer.block("for scene in UIApplication.shared.connectedScenes") { writer in
                    writer.line("guard let windowScene = scene as? UIWindowScene else { continue }")
                    writer.line("windows += windowScene.windows")
                }
                writer.line("apply(theme, to: windows)")
            }
            UIKitAvailability.branched(
                APIAvailability.windowScene.introduced, target: deploymentTarget, into: &writer, scenes
            ) { writer in writer.line("apply(theme, to: UIApplication.shared.windows)") }
        }
        writer.line()
        writer.documentation(
            "Switches to `theme`: resets what the previous theme set, sets the appearance proxies for bars "
                + "created from now on, and restyles the bars in `windows`.")
        writer.block("public static func apply(_ theme: BarkeepTheme, to windows: [UIWindow])") { writer in
            writer.line("theme.applyGlobally()")
            writer.block("for window in windows") { writer in
                writer.line("theme.apply(toBarsIn: window)")
                writer.line("if let root = window.rootViewController { theme.apply(toBarsOf: root) }")
                writer.line("window.setNeedsLayout()")
            }
        }
    }

    /// `func applyGlobally()`: each member appearance through its proxy.
    private func writeApplyGlobally(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Resets the appearance proxies of the bars the file's themes style, then sets the theme's.")
        writer.block("public func applyGlobally()") { writer in
            writer.line("Self.current = self")
            for bar in styledBars { writer.line("Self.reset(\(bar.viewClassName).appearance())") }
            for proxy in scopedProxies {
                writer.lines(
                    SwiftLineBreaker.lines("", .call("Self.reset", [SwiftArgument(nil, proxy)]), indent: 8))
            }
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
                let path =
                    FieldCatalogue.of(.appearance, bar: bar).spec(for: .appearanceContainers)?.path ?? ""
                return ["// \(type) names no container classes (\(path)), so it is not applied."]
            }
            let proxy = Self.proxy(of: bar, in: containers)
            return SwiftLineBreaker.lines(
                "", .call("\(type).apply", [SwiftArgument("to", proxy)]), indent: 12)
        }
    }

    /// `func apply(toBarsOf:)`: the bars of a view controller tree, in a window or not. A bar a switch
    /// styled keeps what was set on it directly, which no proxy changes again, so the bars a window's views
    /// do not hold at a switch (a tab not selected, a controller under a presented one) are restyled too.
    private func writeApplyToControllers(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Restyles the bars of `controller` and of the controllers it holds or presents, on screen or "
                + "not: the navigation bar of a tab not selected, the bars under a presented controller.")
        writer.block("public func apply(toBarsOf controller: UIViewController)") { writer in
            writer.block("if let navigation = controller as? UINavigationController") { writer in
                writer.line("apply(toBarsIn: navigation.navigationBar)")
                writer.line("if let toolbar = navigation.toolbar { apply(toBarsIn: toolbar) }")
            }
            writer.line("if let tabs = controller as? UITabBarController { apply(toBarsIn: tabs.tabBar) }")
            writer.line("for child in controller.children { apply(toBarsOf: child) }")
            // Each presented controller once, from the one presenting it (a child's `presentedViewController`
            // is its ancestor's).
            writer.line("if let presented = controller.presentedViewController,")
            writer.indent { writer in writer.line("presented.presentingViewController === controller") }
            writer.block("") { writer in writer.line("apply(toBarsOf: presented)") }
        }
    }

    /// `func apply(toBarsIn:)`: every navigation bar, tab bar and toolbar in a view tree.
    private func writeApplyToBars(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Resets the bars in `view` and its subviews, then re-applies the theme's appearances to them.")
        writer.block("public func apply(toBarsIn view: UIView)") { writer in
            for bar in styledBars {
                writer.block("if let bar = view as? \(bar.viewClassName)") { writer in
                    writer.line("Self.reset(bar)")
                    if viewStyledBars[bar] != nil { writer.line("Self.resetView(bar)") }
                }
            }
            writeSwitch(into: &writer) { theme, bar in
                var lines: [String] = []
                if let appearance = theme.appearance(for: bar) { lines += applyLines(appearance) }
                // A scoped appearance inside its containers, after the theme's own: the bars on screen
                // look as the proxies make new ones look.
                for scoped in theme.scoped where scoped.bar == bar {
                    let containers = Self.containers(of: scoped)
                    guard !containers.isEmpty else { continue }
                    let classes = containers.map { "\($0).self" }.joined(separator: ", ")
                    lines +=
                        ["if Self.isContained(bar, in: [\(classes)]) {"]
                        + applyLines(scoped).map { "    " + $0 } + ["}"]
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
