internal import BarkeepCore

/// Writes one appearance as a namespace of UIKit code: a factory per variant, `apply(to:)` for a bar
/// (and, for navigation bars, a navigation item), and `applyGlobally()` through the appearance proxy.
///
/// Every statement comes from a field's ``UIKitTarget``; rows that make one value together (a font, a
/// text-attribute entry set, an offset, the back-indicator pair) are written once per ``FieldGroup``.
struct UIKitAppearanceWriter {
    /// The appearance.
    let appearance: ResolvedEntity
    /// The bar kind.
    let bar: BarKind
    /// Value expressions.
    let expressions: UIKitExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The namespace's name, such as `TallTealAppearance`.
    var typeName: String { expressions.names.type(.appearance, appearance.name, suffix: "Appearance") }

    /// Writes the namespace.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "The \(bar.rawValue) bar appearance `\(appearance.name)`"
                + (appearance.parent.map { " (inherits `\($0)`)" } ?? "") + ".")
        if let description = appearance.description {
            writer.documentation(description)
        }
        writer.line("@MainActor")
        writer.block("public enum \(typeName)") { writer in
            for variant in bar.variants where appearance.leftToUIKit(variant) == nil {
                writeFactory(variant, into: &writer)
                writer.line()
            }
            writeApply(receiver: "bar", type: bar.viewClassName, includesBarSettings: true, into: &writer)
            if bar == .navigation {
                writer.line()
                writeApply(
                    receiver: "item", type: "UINavigationItem", includesBarSettings: false, into: &writer)
                if !navigationItemFields.isEmpty {
                    writer.line()
                    writeApplyBackButton(into: &writer)
                }
            }
            let viewFields = UIKitBarViewWriter.fields(of: appearance)
            if !viewFields.isEmpty {
                writer.line()
                UIKitBarViewWriter(bar: bar, expressions: expressions, deploymentTarget: deploymentTarget)
                    .writeApplyView(viewFields, into: &writer)
            }
            writer.line()
            writer.documentation("Sets every \(bar.viewClassName) through its appearance proxy.")
            writer.block("public static func applyGlobally()") { writer in
                writer.line("apply(to: \(bar.viewClassName).appearance())")
                if let legacy, legacy.hasProxyLines {
                    writer.block("if #unavailable(iOS \(APIAvailability.barAppearance.introduced))") {
                        writer in
                        legacy.writeProxies(into: &writer)
                    }
                }
            }
            if let legacy {
                writer.line()
                legacy.writeApplyLegacy(into: &writer)
            }
        }
    }

    /// The pre-iOS 13 writer, when the file targets an iOS before the appearance API.
    private var legacy: UIKitLegacyWriter? {
        guard deploymentTarget < APIAvailability.barAppearance.introduced else { return nil }
        return UIKitLegacyWriter(
            appearance: appearance, bar: bar, expressions: expressions, deploymentTarget: deploymentTarget)
    }

    /// `@available(iOS 13.0, *)` when the file targets an iOS before the appearance API.
    private func writeAppearanceAPIAvailability(into writer: inout SwiftSourceWriter) {
        if let attribute = UIKitAvailability.attribute(
            APIAvailability.barAppearance.introduced, target: deploymentTarget)
        {
            writer.line(attribute)
        }
    }

    /// `public static func <variant>() -> <AppearanceClass>`.
    private func writeFactory(_ variant: Variant, into writer: inout SwiftSourceWriter) {
        let fields = appearance.setFields(in: variant).filter {
            !$0.value.isUIKitDefault && $0.spec.type != .wholeVariant
        }
        writer.documentation("The \(variant.rawValue) appearance.")
        writeAppearanceAPIAvailability(into: &writer)
        writer.block("public static func \(variant.rawValue)() -> \(bar.appearanceClassName)") { writer in
            writer.line("let appearance = \(bar.appearanceClassName)()")
            writeStatements(fields, into: &writer)
            writer.line("return appearance")
        }
    }

    /// The statements that set `fields` on `appearance`: the background preset first (it replaces
    /// previous values), then each field or group in catalogue order, and last each dictionary that starts
    /// as a copy of another (`largeTitleTextAttributes = titleTextAttributes`), then its own entries.
    private func writeStatements(_ fields: [ResolvedField], into writer: inout SwiftSourceWriter) {
        let copies = fields.compactMap { field -> (from: TextAttributeSet, into: TextAttributeSet)? in
            guard case .textAttributesCopy(let from, let into) = field.spec.uikitTarget,
                field.value == .value(.bool(true))
            else { return nil }
            return (from, into)
        }
        var groups: [FieldGroup: [ResolvedField]] = [:]
        var order: [FieldGroup] = []
        for field in fields {
            guard let group = field.spec.group else { continue }
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(field)
        }
        var writtenGroups = Set(copies.map { FieldGroup.textAttributes($0.into) })
        for field in fields {
            if case .backgroundPreset = field.spec.uikitTarget,
                let call = expressions.expression(field.value, spec: field.spec)
            {
                writer.line("appearance.\(call.flat)")
            }
        }
        for field in fields {
            if let group = field.spec.group {
                guard writtenGroups.insert(group).inserted else { continue }
                writeGroup(group, groups[group] ?? [], into: &writer)
                continue
            }
            guard let target = field.spec.uikitTarget else { continue }
            switch target {
            case .property(let object, let property):
                guard let value = expressions.expression(field.value, spec: field.spec) else { continue }
                writer.statement(
                    "appearance.\(object.swiftPath(to: property, deploymentTarget: deploymentTarget)) = ",
                    value)
            case .noAPI(let missing):
                writer.comment("\(field.path) is not written: \(missing.reason)")
            case .backgroundPreset, .variantAppearance, .textAttribute, .offsetComponent, .backIndicator,
                .barProperty, .navigationItemProperty, .colorAppearance, .colorAsset, .layoutParameter,
                .sheetProperty,
                .presentedControllerProperty, .appearanceContainers, .legacyValue, .legacyImageReset,
                .textAttributesCopy, .barView:
                // Written above, below, as a group, by `apply(to:)`, `applyView(to:)` or
                // `applyLegacy(to:)`, or not part of an appearance.
                continue
            }
        }
        for (from, into) in copies {
            let path = { (set: TextAttributeSet) in
                "appearance." + set.object.swiftPath(to: set.property, deploymentTarget: deploymentTarget)
            }
            writer.line("\(path(into)) = \(path(from))")
            let group = FieldGroup.textAttributes(into)
            if let own = groups[group] { writeGroup(group, own, into: &writer) }
        }
    }

    /// The statements of one group of rows.
    private func writeGroup(
        _ group: FieldGroup, _ fields: [ResolvedField], into writer: inout SwiftSourceWriter
    ) {
        switch group {
        case .textAttributes(let set):
            writeTextAttributes(set, fields, into: &writer)
        case .offset(let offset):
            var components: [OffsetComponent: SwiftExpression] = [:]
            for field in fields {
                guard case .offsetComponent(_, let component) = field.spec.uikitTarget,
                    let value = expressions.expression(field.value, spec: field.spec)
                else { continue }
                components[component] = value
            }
            let offsetValue = SwiftExpression.call(
                "UIOffset",
                [
                    SwiftArgument("horizontal", components[.horizontal] ?? .atom("0")),
                    SwiftArgument("vertical", components[.vertical] ?? .atom("0")),
                ])
            writer.statement(
                "appearance.\(offset.object.swiftPath(to: offset.property, deploymentTarget: deploymentTarget)) = ",
                offsetValue)
        case .backIndicator:
            var images: [BackIndicatorImage: SwiftExpression] = [:]
            for field in fields {
                guard case .backIndicator(let part) = field.spec.uikitTarget,
                    let value = expressions.expression(field.value, spec: field.spec)
                else { continue }
                images[part] = value
            }
            guard let image = images[.image] ?? images[.transitionMask] else { return }
            if images.count == 1 {
                writer.comment(
                    "UIKit resets both images when either is nil, so the one set serves as image and mask.")
            }
            let mask = images[.transitionMask] ?? image
            writer.statement(
                "appearance.",
                .call(
                    "setBackIndicatorImage",
                    [SwiftArgument(nil, image), SwiftArgument("transitionMaskImage", mask)]))
        case .paletteColor, .layerShadowOffset:
            break
        }
    }

    /// The entries of one text-attribute dictionary, each assigned on its own so UIKit's other entries
    /// stay.
    private func writeTextAttributes(
        _ set: TextAttributeSet, _ fields: [ResolvedField], into writer: inout SwiftSourceWriter
    ) {
        let dictionary =
            "appearance.\(set.object.swiftPath(to: set.property, deploymentTarget: deploymentTarget))"
        for entry in TextAttributeEntries(set, fields, expressions: expressions).entries {
            writer.statement("\(dictionary)[\(entry.key)] = ", entry.value)
        }
    }

    /// `apply(to <receiver>: <type>)`: every variant, then (for bars) the bar-level settings.
    private func writeApply(
        receiver: String, type: String, includesBarSettings: Bool, into writer: inout SwiftSourceWriter
    ) {
        writer.documentation(
            includesBarSettings
                ? "Gives `\(receiver)` this appearance in every variant, and the bar-level settings."
                : "Gives `\(receiver)` this appearance in every variant, overriding its bar's.")
        if !includesBarSettings { writeAppearanceAPIAvailability(into: &writer) }
        writer.block("public static func apply(to \(receiver): \(type))") { writer in
            let variants = { (writer: inout SwiftSourceWriter) in
                if includesBarSettings {
                    for statement in legacyImageClearing { writer.line("\(receiver).\(statement)") }
                }
                for variant in bar.variants {
                    let property = "\(receiver).\(variant.barPropertyName)"
                    let introduced = bar.introduced(variant)
                    let target = max(deploymentTarget, APIAvailability.barAppearance.introduced)
                    UIKitAvailability.guarded(introduced, target: target, into: &writer) { writer in
                        if appearance.leftToUIKit(variant) != nil {
                            writeLeftToUIKit(variant, property: property, into: &writer)
                        } else {
                            writer.line("\(property) = \(variant.rawValue)()")
                        }
                    }
                }
            }
            if includesBarSettings {
                UIKitAvailability.branched(
                    APIAvailability.barAppearance.introduced, target: deploymentTarget, into: &writer,
                    variants
                ) { writer in writer.line("applyLegacy(to: bar)") }
            } else {
                variants(&writer)
                if !navigationItemFields.isEmpty { writer.line("applyBackButton(to: \(receiver))") }
            }
            guard includesBarSettings else { return }
            writeAssignments(to: receiver, into: &writer) {
                if case .barProperty(let property) = $0 { return property }
                return nil
            }
        }
    }

    /// `<receiver>.<property> = value` for each bar-level field whose target `property(of:)` names a
    /// property of the receiver, each behind its iOS version.
    private func writeAssignments(
        to receiver: String, into writer: inout SwiftSourceWriter, property: (UIKitTarget?) -> String?
    ) {
        for field in appearance.setFields(in: nil) {
            guard let name = property(field.spec.uikitTarget),
                let value = expressions.expression(field.value, spec: field.spec)
            else { continue }
            UIKitAvailability.guarded(field.spec.introduced, target: deploymentTarget, into: &writer) {
                writer in
                writer.statement("\(receiver).\(name) = ", value)
            }
        }
    }

    /// The statements, after `bar.`, that set the bar's pre-iOS 13 images back to nil before the
    /// appearance objects are assigned (`bar.clearsLegacy…Image=true`), so that what a proxy or older code
    /// set through the old API leaves the appearance objects to decide.
    private var legacyImageClearing: [String] {
        appearance.setFields(in: nil).flatMap { field -> [String] in
            guard case .legacyImageReset(let image, let bar) = field.spec.uikitTarget,
                field.value == .value(.bool(true))
            else { return [] }
            return image.clearingStatements(on: bar)
        }
    }

    /// The bar-level fields set on a navigation item rather than the bar (`navigationItem.*`).
    private var navigationItemFields: [ResolvedField] {
        appearance.setFields(in: nil).filter {
            if case .navigationItemProperty = $0.spec.uikitTarget { return true }
            return false
        }
    }

    /// `applyBackButton(to item:)`: the back-button settings of a navigation item, which UIKit reads from
    /// the item the back button returns to. Apart from `apply(to:)` so that it needs no appearance API;
    /// SwiftUI has no API for them, so the SwiftUI export leaves them out.
    private func writeApplyBackButton(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Sets the back button that returns to `item`'s screen: call it for each view controller's "
                + "`navigationItem`.")
        writer.block("public static func applyBackButton(to item: UINavigationItem)") { writer in
            writeAssignments(to: "item", into: &writer) {
                if case .navigationItemProperty(let property) = $0 { return property }
                return nil
            }
        }
    }

    /// The assignment for a variant set to `default`: nil (UIKit's own behaviour), or a fresh
    /// appearance for the non-optional standard one.
    private func writeLeftToUIKit(_ variant: Variant, property: String, into writer: inout SwiftSourceWriter)
    {
        switch variant {
        case .standard:
            writer.comment("standard is left to UIKit: its default appearance.")
            writer.line("\(property) = \(bar.appearanceClassName)()")
        case .scrollEdge:
            writer.comment(
                "scrollEdge is left to UIKit (scrollEdge=default): at the scroll edge UIKit draws the standard "
                    + "appearance with a transparent background.")
            writer.line("\(property) = nil")
        case .compact:
            writer.comment("compact is left to UIKit (compact=default): UIKit uses the standard appearance.")
            writer.line("\(property) = nil")
        case .compactScrollEdge:
            writer.comment(
                "compactScrollEdge is left to UIKit (compactScrollEdge=default): UIKit uses the scroll-edge "
                    + "appearance.")
            writer.line("\(property) = nil")
        }
    }
}
