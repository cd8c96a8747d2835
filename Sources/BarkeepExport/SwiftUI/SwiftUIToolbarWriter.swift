internal import BarkeepCore

/// Writes one toolbar preset as article 002's multi-platform toolbar: a `ViewModifier` that adds the
/// items by placement and, on the platforms that need one to show them (iOS, iPadOS, tvOS), a navigation
/// container with the title (`NavigationStack` from iOS 16, else `NavigationView` with the `.stack` style
/// so iPad shows no split view); none on macOS and watchOS. Only the listed platforms get branches.
///
/// Each item's action is a closure passed to the initializer, named after its label (`onCancel`,
/// `onAdd`): no `#selector`, no string identifiers to match.
struct SwiftUIToolbarWriter {
    /// The toolbar preset.
    let toolbar: ResolvedEntity
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The items, the platforms and the title modifier of the preset, read through their targets.
    private var items: [ToolbarItem] {
        for field in toolbar.fields where field.spec.swiftUITarget == .toolbarItems {
            if case .value(.toolbarItems(let items)) = field.value { return items }
        }
        return []
    }

    /// The platforms the preset lists.
    private var platforms: [Platform] {
        for field in toolbar.fields where field.spec.swiftUITarget == .toolbarPlatforms {
            if case .value(.platforms(let platforms)) = field.value { return platforms }
        }
        return []
    }

    /// The target code inside the modifier can assume: toolbars need iOS 14, so the modifier is
    /// available from 14.0 at the earliest.
    private var toolbarTarget: IOSVersion { max(deploymentTarget, SwiftUITarget.toolbarItems.introduced) }

    /// `@available(iOS 14.0, *)` when the file targets an earlier iOS.
    private var availability: String? {
        UIKitAvailability.attribute(SwiftUITarget.toolbarItems.introduced, target: deploymentTarget)
    }

    /// The type name, such as `AddItemToolbar`.
    var typeName: String { expressions.names.type(.toolbar, toolbar.name, suffix: "Toolbar") }

    /// Writes the modifier and the extension.
    func write(into writer: inout SwiftSourceWriter) {
        let items = self.items
        let actions = SwiftUIToolbarActions(items: items)
        writer.documentation(
            "Toolbar preset `\(toolbar.name)`" + (toolbar.parent.map { " (inherits `\($0)`)" } ?? "") + ".")
        if let description = toolbar.description { writer.documentation(description) }
        writer.documentation("Each item runs the closure named after its label.")
        if let availability { writer.line(availability) }
        writer.block("public struct \(typeName): ViewModifier") { writer in
            for (item, name) in zip(items, actions.names) {
                writer.documentation("Runs when \(item.label) is tapped.")
                writer.line("private let \(name): @MainActor () -> Void")
            }
            writer.line()
            writer.documentation("Creates the toolbar with one action per item.")
            actions.writeSignature("public init", suffix: "", into: &writer) { writer in
                for name in actions.names { writer.line("self.\(name) = \(name)") }
            }
            writer.line()
            writer.block("public func body(content: Content) -> some View") { writer in
                writeBranches(actions: actions, into: &writer)
            }
        }
        writer.line()
        writer.block("extension View") { writer in
            writer.documentation("Adds toolbar preset `\(toolbar.name)` to this view.")
            if let availability { writer.line(availability) }
            let function = typeName.prefix(1).lowercased() + typeName.dropFirst()
            actions.writeSignature("public func \(function)", suffix: " -> some View", into: &writer) {
                writer in
                let arguments = actions.names.map { "\($0): \($0)" }.joined(separator: ", ")
                writer.line("modifier(\(typeName)(\(arguments)))")
            }
        }
    }

    /// One `#if os(…)` branch per group of listed platforms that shows the same items the same way.
    private func writeBranches(actions: SwiftUIToolbarActions, into writer: inout SwiftSourceWriter) {
        let groups = SwiftUIToolbarPlatformGroup.groups(platforms: platforms, items: items)
        guard groups.count > 1 else {
            if let group = groups.first { writeBranch(group, actions: actions, into: &writer) }
            return
        }
        for (index, group) in groups.enumerated() {
            let condition = group.conditions.joined(separator: " || ")
            writer.line(
                index == 0 ? "#if \(condition)" : index == groups.count - 1 ? "#else" : "#elseif \(condition)"
            )
            writer.indent { writer in writeBranch(group, actions: actions, into: &writer) }
        }
        writer.line("#endif")
    }

    /// The body for one group: the items in `toolbar`, inside a navigation container where needed.
    private func writeBranch(
        _ group: SwiftUIToolbarPlatformGroup, actions: SwiftUIToolbarActions,
        into writer: inout SwiftSourceWriter
    ) {
        for (item, platforms) in group.dropped {
            writer.comment(
                "\(item.label) (\(item.placement.rawValue)) is left out: the placement does not exist on "
                    + platforms.map(\.rawValue).joined(separator: ", ") + ".")
        }
        let title = toolbar.fields.compactMap { field -> String? in
            guard field.spec.swiftUITarget == .navigationTitle else { return nil }
            return expressions.modifier(field, of: toolbar)?.call
        }
        guard group.needsContainer else {
            writeToolbar(base: "content", modifiers: [], group: group, actions: actions, into: &writer)
            return
        }
        let stack = SwiftUIToolbarPlatformGroup.navigationStackIntroduced
        if stack <= toolbarTarget {
            writer.block("NavigationStack") { writer in
                writeToolbar(base: "content", modifiers: title, group: group, actions: actions, into: &writer)
            }
            return
        }
        writer.block("if #available(iOS \(stack), *)") { writer in
            writer.line("return AnyView(")
            writer.indent { writer in
                writer.block("NavigationStack") { writer in
                    writeToolbar(
                        base: "content", modifiers: title, group: group, actions: actions, into: &writer)
                }
            }
            writer.line(")")
        }
        writer.comment("Before iOS 16: NavigationView, stacked so that iPad shows no empty detail column.")
        writer.line("return AnyView(")
        writer.indent { writer in
            writer.block("NavigationView") { writer in
                writeToolbar(base: "content", modifiers: title, group: group, actions: actions, into: &writer)
            }
            writer.line(".navigationViewStyle(.stack)")
        }
        writer.line(")")
    }

    /// `base`, `modifiers`, then `.toolbar { … }` with the group's items.
    private func writeToolbar(
        base: String, modifiers: [String], group: SwiftUIToolbarPlatformGroup, actions: SwiftUIToolbarActions,
        into writer: inout SwiftSourceWriter
    ) {
        writer.line(base)
        writer.indent { writer in
            writer.lines(modifiers)
            writer.block(".toolbar") { writer in
                for (item, name) in zip(items, actions.names) where group.items.contains(item) {
                    guard item.placement.introduced <= toolbarTarget else {
                        writer.comment(
                            "\(item.label) is left out: .\(item.placement.rawValue) needs iOS "
                                + "\(item.placement.introduced); raise the deployment target to show it.")
                        continue
                    }
                    writeItem(item, action: name, into: &writer)
                }
            }
        }
    }

    /// One `ToolbarItem` with its button.
    private func writeItem(_ item: ToolbarItem, action: String, into writer: inout SwiftSourceWriter) {
        writer.block("ToolbarItem(placement: .\(item.placement.rawValue))") { writer in
            let label = SwiftLiteral.string(item.label)
            guard let image = item.systemImage else {
                writer.line("Button(\(label), action: \(action))")
                return
            }
            writer.block("Button(action: \(action))") { writer in
                writer.line("Label(\(label), systemImage: \(SwiftLiteral.string(image)))")
            }
        }
    }
}
