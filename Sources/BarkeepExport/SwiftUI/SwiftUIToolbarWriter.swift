internal import BarkeepCore

/// Writes one toolbar preset as article 002's multi-platform toolbar: a `ViewModifier` that adds the
/// items by placement and, on the platforms that show them in a navigation bar (iOS, iPadOS, tvOS,
/// visionOS), the title, the bar modifiers (background colour and visibility, title display mode) and the
/// chosen navigation container (`container`: by default `NavigationStack` from iOS 16, else
/// `NavigationView` with the `.stack` style so iPad shows no split view); none on macOS and watchOS.
/// Only the listed platforms get branches, and platforms that lack a placement or a modifier get their own.
/// What is newer than the modifier's availability (`NavigationStack`, a bar modifier, a placement) is
/// applied in `if #available` tiers of a `@ViewBuilder` body, each showing all that exists at its version:
/// no type erasure.
///
/// The bar background applies to `ToolbarPlacement.automatic` (no `for:`): the primary bar of each
/// platform, which is the navigation bar the container shows on iOS.
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

    /// The platforms the preset lists; iOS when it lists none (as lint assumes).
    private var platforms: [Platform] {
        for field in toolbar.fields where field.spec.swiftUITarget == .toolbarPlatforms {
            if case .value(.platforms(let platforms)) = field.value { return platforms }
        }
        return [.iOS]
    }

    /// The navigation container the preset chooses (`automatic` when unset).
    private var container: NavigationContainer {
        for field in toolbar.fields where field.spec.swiftUITarget == .navigationContainer {
            if case .value(.choice(let word)) = field.value,
                let container = NavigationContainer(rawValue: word)
            {
                return container
            }
        }
        return .automatic
    }

    /// The target code inside the modifier can assume: toolbars need iOS 14 and `NavigationStack` 16,
    /// so the modifier is available from 14.0 at the earliest, or 16.0 with `container=stack`.
    private var toolbarTarget: IOSVersion {
        let needed =
            container == .stack
            ? max(
                SwiftUITarget.toolbarItems.introduced, SwiftUIToolbarPlatformGroup.navigationStackIntroduced)
            : SwiftUITarget.toolbarItems.introduced
        return max(deploymentTarget, needed)
    }

    /// `@available(iOS 14.0, *)` (16.0 with `container=stack`) when the file targets an earlier iOS.
    private var availability: String? {
        SwiftUIAvailability.attribute(toolbarTarget, target: deploymentTarget)
    }

    /// The bar modifiers (title, background, its visibility, title display mode), in catalogue order,
    /// each with the platforms that have it (nil for all).
    private var barModifiers: [(SwiftUIModifier, Set<Platform>?)] {
        toolbar.fields.compactMap { field in
            guard let target = field.spec.swiftUITarget,
                let modifier = expressions.modifier(field, of: toolbar, deploymentTarget: toolbarTarget)
            else { return nil }
            return (modifier, target.platforms)
        }
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
            writeBody(actions: actions, into: &writer)
        }
        writer.line()
        SwiftUIAvailability.writeViewExtension(target: deploymentTarget, into: &writer) { writer in
            writer.documentation("Adds toolbar preset `\(toolbar.name)` to this view.")
            if let availability = SwiftUIAvailability.memberAttribute(toolbarTarget, target: deploymentTarget)
            {
                writer.line(availability)
            }
            let function = typeName.prefix(1).lowercased() + typeName.dropFirst()
            actions.writeSignature("public func \(function)", suffix: " -> some View", into: &writer) {
                writer in
                let arguments = actions.names.map { "\($0): \($0)" }.joined(separator: ", ")
                writer.line("modifier(\(typeName)(\(arguments)))")
            }
        }
    }

    /// Writes `body(content:)`: one `#if os(…)` branch per group of listed platforms that shows the same
    /// items the same way, each in availability tiers (``SwiftUIModifierChain/writeTiers(_:target:into:tier:)``),
    /// then, in the same branches, the methods the tiers call.
    private func writeBody(actions: SwiftUIToolbarActions, into writer: inout SwiftSourceWriter) {
        let groups = SwiftUIToolbarPlatformGroup.groups(
            platforms: platforms, items: items, modifiers: barModifiers, target: deploymentTarget)
        let versions = groups.map(tierVersions)
        var below: [[SwiftUIModifierChain.BelowFunction]] = []
        if versions.contains(where: { !$0.isEmpty }) { writer.line("@ViewBuilder") }
        writer.block("public func body(content: Content) -> some View") { writer in
            forEachBranch(of: groups, into: &writer) { index, writer in
                writeDropped(groups[index], into: &writer)
                below.append(
                    SwiftUIModifierChain.writeTiers(versions[index], target: toolbarTarget, into: &writer) {
                        version, writer in
                        writeTier(groups[index], at: version, actions: actions, into: &writer)
                    })
            }
        }
        guard below.contains(where: { !$0.isEmpty }) else { return }
        forEachBranch(of: groups, into: &writer) { index, writer in
            SwiftUIModifierChain.writeBelowFunctions(below[index], into: &writer)
        }
    }

    /// Calls `body` for each group, inside `#if os(…)` / `#elseif` / `#else` when there are several.
    private func forEachBranch(
        of groups: [SwiftUIToolbarPlatformGroup], into writer: inout SwiftSourceWriter,
        _ body: (Int, inout SwiftSourceWriter) -> Void
    ) {
        guard groups.count > 1 else {
            if !groups.isEmpty { body(0, &writer) }
            return
        }
        for (index, group) in groups.enumerated() {
            let condition = group.conditions.joined(separator: " || ")
            writer.line(
                index == 0 ? "#if \(condition)" : index == groups.count - 1 ? "#else" : "#elseif \(condition)"
            )
            writer.indent { writer in body(index, &writer) }
        }
        writer.line("#endif")
    }

    /// The versions, newest first and later than the modifier's own, at which the group's body changes:
    /// where a bar modifier (or its predecessor) or an item's placement appears, and, for the automatic
    /// container, where `NavigationStack` replaces `NavigationView`.
    private func tierVersions(of group: SwiftUIToolbarPlatformGroup) -> [IOSVersion] {
        var versions = Set(group.items.map(\.placement.introduced))
        if group.needsContainer {
            for modifier in group.modifiers {
                var next: SwiftUIModifier? = modifier
                while let current = next {
                    versions.insert(current.introduced)
                    next = current.predecessor?.modifier
                }
            }
            if container == .automatic {
                versions.insert(SwiftUIToolbarPlatformGroup.navigationStackIntroduced)
            }
        }
        return versions.filter { $0 > toolbarTarget }.sorted(by: >)
    }

    /// Comments for the group's items whose placements its platforms lack.
    private func writeDropped(_ group: SwiftUIToolbarPlatformGroup, into writer: inout SwiftSourceWriter) {
        for (item, platforms) in group.dropped {
            let missing = platforms.filter { !item.placement.platforms.contains($0) }
            let later = platforms.compactMap { item.placement.laterIntroduction(on: $0) }
            var reasons: [String] = []
            if !missing.isEmpty {
                reasons.append(
                    "the placement does not exist on " + missing.map(\.rawValue).joined(separator: ", "))
            }
            for introduction in later {
                reasons.append(
                    "it needs \(introduction.version), released beside iOS \(introduction.besideIOS), and the file "
                        + "targets iOS \(deploymentTarget); a target of iOS \(introduction.besideIOS) or later shows it"
                )
            }
            writer.comment(
                "\(item.label) (\(item.placement.rawValue)) is left out: " + reasons.joined(separator: "; ")
                    + ".")
        }
    }

    /// The group's body where iOS `version` is available: the items in `toolbar`, and where the
    /// platforms show a navigation bar, the bar modifiers that exist at `version` inside the chosen
    /// container (for `automatic`, `NavigationStack` from iOS 16, `NavigationView` before).
    private func writeTier(
        _ group: SwiftUIToolbarPlatformGroup, at version: IOSVersion, actions: SwiftUIToolbarActions,
        into writer: inout SwiftSourceWriter
    ) {
        guard group.needsContainer else {
            writeToolbar(
                base: "content", modifiers: [], group: group, assuming: version, actions: actions,
                into: &writer)
            return
        }
        let modifiers = group.modifiers.compactMap { $0.call(at: version) }.map(\.call)
        let left = Dictionary(grouping: group.modifiers.filter { $0.call(at: version) == nil }) {
            $0.introduced
        }
        for (introduced, modifiers) in left.sorted(by: { $0.key < $1.key }) {
            writer.comment(
                modifiers.map { String($0.call.prefix { $0 != "(" }) }.joined(separator: ", ")
                    + " needs iOS \(introduced): applied from that version on.")
        }
        let stack = SwiftUIToolbarPlatformGroup.navigationStackIntroduced
        let toolbar = { (writer: inout SwiftSourceWriter) in
            writeToolbar(
                base: "content", modifiers: modifiers, group: group, assuming: version, actions: actions,
                into: &writer)
        }
        switch container {
        case .stack:
            writer.block("NavigationStack", toolbar)
        case .automatic where stack <= version:
            writer.block("NavigationStack", toolbar)
        case .automatic:
            writer.comment(
                "Before iOS \(stack): NavigationView, stacked so that iPad shows no empty detail column.")
            writeStackedView(toolbar, into: &writer)
        case .view:
            writeStackedView(toolbar, into: &writer)
        case .none:
            toolbar(&writer)
        }
    }

    /// `NavigationView { content … }.navigationViewStyle(.stack)`: without the stack style, iPad shows the
    /// content as a split view's sidebar beside an empty detail column.
    private func writeStackedView(
        _ content: (inout SwiftSourceWriter) -> Void, into writer: inout SwiftSourceWriter
    ) {
        writer.block("NavigationView", content)
        writer.line(".navigationViewStyle(.stack)")
    }

    /// `base`, `modifiers`, then `.toolbar { … }` with the group's items whose placements exist at
    /// `version`, the iOS the code can assume (inside `if #available(iOS 16.0, …)`, 16.0). With no
    /// item to show (a preset of a title alone), no `.toolbar` at all: an empty one does not type-check.
    private func writeToolbar(
        base: String, modifiers: [String], group: SwiftUIToolbarPlatformGroup, assuming version: IOSVersion,
        actions: SwiftUIToolbarActions, into writer: inout SwiftSourceWriter
    ) {
        let shown = zip(items, actions.names).filter { group.items.contains($0.0) }
        writer.line(base)
        writer.indent { writer in
            SwiftUIModifierChain.writeCalls(modifiers, into: &writer)
            guard shown.contains(where: { $0.0.placement.introduced <= version }) else {
                for (item, _) in shown { writeLeftOut(item, into: &writer) }
                return
            }
            writer.block(".toolbar") { writer in
                for (item, name) in shown {
                    if item.placement.introduced <= version {
                        writeItem(item, action: name, into: &writer)
                    } else {
                        writeLeftOut(item, into: &writer)
                    }
                }
            }
        }
    }

    /// The comment of an item whose placement is newer than the code can assume.
    private func writeLeftOut(_ item: ToolbarItem, into writer: inout SwiftSourceWriter) {
        writer.comment(
            "\(item.label) is left out: .\(item.placement.rawValue) needs iOS \(item.placement.introduced), "
                + "where the branch for it shows it.")
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
