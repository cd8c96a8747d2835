internal import BarkeepCore

/// Writes a theme bar style's UIKit bridge, `installUIKitAppearance()`: what SwiftUI has no modifier for
/// (title and button text colours and fonts, tab item colours, hairline colours) and, for iOS 13 to 15,
/// what its bar modifiers need iOS 16 for (the background), set on the UIKit appearance proxies from the
/// appearance's resolved fields, every variant UIKit has (so the scroll edge shows what the UIKit
/// export's does; a variant left to UIKit stays nil). It is fenced `#if canImport(UIKit) && !os(watchOS)`
/// (watchOS has UIKit but no bar appearances), and the toolbar's part leaves out tvOS, which has no
/// `UIToolbar`. It uses only the SwiftUI file's own palette, so the file compiles without the UIKit export.
///
/// Fields the bridge does not write get a comment saying so (``notes``): images, blur effects, offsets,
/// shadows and layout numbers, which the UIKit export sets.
struct SwiftUIUIKitBridgeWriter {
    /// The theme's appearances by bar kind.
    let appearances: [(bar: BarKind, appearance: ResolvedEntity)]
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The target code inside the style can assume.
    let target: IOSVersion

    /// Whether the bridge sets anything.
    var isEmpty: Bool { appearances.allSatisfy { written(of: $0.appearance).isEmpty } }

    /// A note for each set field neither a SwiftUI modifier nor the bridge writes.
    var notes: [String] {
        appearances.flatMap { entry in
            entry.appearance.setFields.compactMap { field -> String? in
                guard field.spec.swiftUITarget == nil, !field.value.isUIKitDefault,
                    field.spec.type != .wholeVariant, statement(field) == nil
                else { return nil }
                // A followed dictionary's fields are resolved ones, which the bridge writes or notes.
                if case .textAttributesCopy = field.spec.uikitTarget { return nil }
                if case .legacyValue = field.spec.uikitTarget {
                    return
                        "`\(entry.appearance.name)` \(field.path) is not written: it is for iOS before "
                        + "\(APIAvailability.barAppearance.introduced.major), "
                        + "which SwiftUI does not run on; the UIKit export writes it there."
                }
                let api = field.spec.uikit.map { ", which the UIKit export sets as \($0)" } ?? ""
                return
                    "`\(entry.appearance.name)` \(field.path) is not written: SwiftUI has no modifier for it "
                    + "and the UIKit bridge sets colours, fonts and background presets only\(api)."
            }
        }
    }

    /// One statement of the bridge: `head` alone (a call), or `head` followed by a value broken over
    /// lines to fit the line length.
    private struct Statement {
        /// `appearance.configureWithOpaqueBackground()`, or `bar.tintColor = `.
        let head: String
        /// The value assigned, if any.
        var value: SwiftExpression? = nil

        /// The statement on one line, which tells statements apart.
        var flat: String { head + (value?.flat ?? "") }

        /// Writes the statement.
        func write(into writer: inout SwiftSourceWriter) {
            guard let value else {
                writer.line(head)
                return
            }
            writer.statement(head, value)
        }
    }

    /// The statement setting `field` on an appearance object named `appearance`, or on `bar` for a bar
    /// property; nil when the bridge does not write it.
    private func statement(_ field: ResolvedField) -> Statement? {
        guard let target = field.spec.uikitTarget else { return nil }
        switch target {
        case .backgroundPreset:
            guard case .value(.choice(let word)) = field.value, case .choice(let choices) = field.spec.type,
                let call = choices.swiftSpelling(of: word)
            else { return nil }
            return Statement(head: "appearance." + call)
        case .property(let object, let property):
            guard case .color(let color) = field.value else { return nil }
            return Statement(
                head: "appearance.\(object.swiftPath(to: property)) = ",
                value: .atom(expressions.uiColor(color)))
        case .textAttribute(let set, .foregroundColor):
            guard case .color(let color) = field.value else { return nil }
            return Statement(
                head: "appearance.\(set.object.swiftPath(to: set.property))[.foregroundColor] = ",
                value: .atom(expressions.uiColor(color)))
        case .textAttribute(let set, .kern), .textAttribute(let set, .baselineOffset):
            guard case .value(.number(let number)) = field.value,
                case .textAttribute(_, let attribute) = target
            else { return nil }
            return Statement(
                head: "appearance.\(set.object.swiftPath(to: set.property))[\(attribute.key)] = ",
                value: .atom(NumberFormatting.canonical(number)))
        case .textAttribute(let set, .font):
            return font(of: field, in: set)
        case .barProperty("tintColor"), .barProperty("barTintColor"), .barProperty("unselectedItemTintColor"):
            guard case .color(let color) = field.value, case .barProperty(let property) = target else {
                return nil
            }
            return Statement(head: "bar.\(property) = ", value: .atom(expressions.uiColor(color)))
        default:
            return nil
        }
    }

    /// The font of the text-attribute set `field` belongs to, made from all the set's font rows of the
    /// field's variant as the UIKit export makes it (``FontExpression``: faces in order, then the system
    /// font, scaled with the text style).
    private func font(of field: ResolvedField, in set: TextAttributeSet) -> Statement? {
        guard let owner = appearances.first(where: { $0.appearance.setFields.contains(field) })?.appearance
        else { return nil }
        var font = FontExpression(defaultPointSize: set.defaultPointSize)
        for other in owner.setFields where other.spec.variant == field.spec.variant {
            guard case .textAttribute(let otherSet, .font(let component)) = other.spec.uikitTarget,
                otherSet == set, case .value(let value) = other.value
            else { continue }
            font.set(component, value)
        }
        return font.expression.map {
            Statement(head: "appearance.\(set.object.swiftPath(to: set.property))[.font] = ", value: $0)
        }
    }

    /// The statements of one appearance's variant, in catalogue order, each font once, background
    /// presets first (each replaces what was set before it).
    private func written(of appearance: ResolvedEntity, variant: Variant? = nil) -> [Statement] {
        var statements: [Statement] = []
        for field in appearance.setFields where variant == nil || field.spec.variant == variant {
            guard !field.value.isUIKitDefault, let statement = statement(field),
                !statements.contains(where: { $0.flat == statement.flat })
            else { continue }
            statements.append(statement)
        }
        let presets = statements.filter { $0.value == nil }
        return presets + statements.filter { $0.value != nil }
    }

    /// Writes `installUIKitAppearance()` inside its fence.
    func write(into writer: inout SwiftSourceWriter) {
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.indent { writer in
            writer.documentation(
                "Sets what SwiftUI has no modifier for (and, before \(SwiftUITarget.toolbarBackgroundStyle.introduced.name), the bar "
                    + "backgrounds) on the UIKit "
                    + "appearance proxies, which style the bars made afterwards: call it once at launch, before "
                    + "the first bar appears (in the `App`'s initializer or the app delegate's "
                    + "`application(_:didFinishLaunchingWithOptions:)`). It changes every bar of the app.")
            writer.line("@MainActor")
            writer.block("public static func installUIKitAppearance()") { writer in
                for (bar, appearance) in appearances {
                    guard bar == .toolbar else {
                        writeBar(bar, appearance, into: &writer)
                        continue
                    }
                    writer.line("#if !os(tvOS)")
                    writer.indent { writer in writeBar(bar, appearance, into: &writer) }
                    writer.line("#endif")
                }
            }
        }
        writer.line("#endif")
    }

    /// Sets one bar kind's proxy: its bar properties, then each variant UIKit does not keep.
    private func writeBar(_ bar: BarKind, _ appearance: ResolvedEntity, into writer: inout SwiftSourceWriter)
    {
        writer.block("do") { writer in
            writer.line("let bar = \(bar.viewClassName).appearance()")
            for statement in written(of: appearance, variant: nil) where statement.head.hasPrefix("bar.") {
                statement.write(into: &writer)
            }
            for variant in bar.variants where appearance.leftToUIKit(variant) == nil {
                writeVariant(variant, of: appearance, bar: bar, into: &writer)
            }
        }
    }

    /// Sets one variant's appearance, behind `#available` when its property is newer than the target.
    private func writeVariant(
        _ variant: Variant, of appearance: ResolvedEntity, bar: BarKind, into writer: inout SwiftSourceWriter
    ) {
        let statements = written(of: appearance, variant: variant)
        let body: (inout SwiftSourceWriter) -> Void = { writer in
            writer.line("let appearance = \(bar.appearanceClassName)()")
            for statement in statements { statement.write(into: &writer) }
            writer.line("bar.\(variant.barPropertyName) = appearance")
        }
        let introduced = bar.introduced(variant)
        if introduced > target {
            writer.block("if \(SwiftUIAvailability.condition(introduced))", body)
        } else {
            writer.block("do", body)
        }
    }
}
