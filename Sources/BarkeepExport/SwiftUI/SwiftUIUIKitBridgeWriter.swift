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
                let api = field.spec.uikit.map { ", which the UIKit export sets as \($0)" } ?? ""
                return
                    "`\(entry.appearance.name)` \(field.path) is not written: SwiftUI has no modifier for it "
                    + "and the UIKit bridge sets colours, fonts and background presets only\(api)."
            }
        }
    }

    /// The statements setting `field` on an appearance object named `appearance`, or on `bar` for a bar
    /// property; nil when the bridge does not write it.
    private func statement(_ field: ResolvedField) -> String? {
        guard let target = field.spec.uikitTarget else { return nil }
        switch target {
        case .backgroundPreset:
            guard case .value(.choice(let word)) = field.value, case .choice(let choices) = field.spec.type,
                let call = choices.swiftSpelling(of: word)
            else { return nil }
            return "appearance." + call
        case .property(let object, let property):
            guard case .color(let color) = field.value else { return nil }
            return "appearance.\(object.swiftPath(to: property)) = \(expressions.uiColor(color))"
        case .textAttribute(let set, .foregroundColor):
            guard case .color(let color) = field.value else { return nil }
            return "appearance.\(set.object.swiftPath(to: set.property))[.foregroundColor] = "
                + expressions.uiColor(color)
        case .textAttribute(let set, .kern), .textAttribute(let set, .baselineOffset):
            guard case .value(.number(let number)) = field.value,
                case .textAttribute(_, let attribute) = target
            else { return nil }
            return "appearance.\(set.object.swiftPath(to: set.property))[\(attribute.key)] = "
                + NumberFormatting.canonical(number)
        case .textAttribute(_, .font):
            return font(of: field) != nil ? "" : nil
        case .barProperty("tintColor"), .barProperty("barTintColor"), .barProperty("unselectedItemTintColor"):
            guard case .color(let color) = field.value, case .barProperty(let property) = target else {
                return nil
            }
            return "bar.\(property) = \(expressions.uiColor(color))"
        default:
            return nil
        }
    }

    /// The font statement of the text-attribute set `field` belongs to, when it is the set's size or
    /// text style and the set's fields make a font: `UIFont(name:size:) ?? .systemFont(ofSize:weight:)`,
    /// `UIFont.systemFont(ofSize:weight:)` or `UIFont.preferredFont(forTextStyle:)`.
    private func font(of field: ResolvedField) -> String? {
        guard case .textAttribute(let set, .font) = field.spec.uikitTarget else { return nil }
        var components: [FontComponent: String] = [:]
        var owner: ResolvedEntity?
        for entry in appearances where entry.appearance.setFields.contains(field) { owner = entry.appearance }
        guard let owner else { return nil }
        for other in owner.setFields where other.spec.variant == field.spec.variant {
            guard case .textAttribute(let otherSet, .font(let component)) = other.spec.uikitTarget,
                otherSet == set, let value = expressions.expression(other.value, spec: other.spec, of: owner)
            else { continue }
            components[component] = value
        }
        let path = "appearance.\(set.object.swiftPath(to: set.property))[.font] = "
        if let size = components[.size] {
            let system = "UIFont.systemFont(ofSize: \(size), weight: \(components[.weight] ?? ".regular"))"
            if let face = components[.face], face != "\"system\"" {
                return path + "UIFont(name: \(face), size: \(size)) ?? \(system)"
            }
            return path + system
        }
        if let style = components[.textStyle] { return path + "UIFont.preferredFont(forTextStyle: \(style))" }
        return nil
    }

    /// The statements of one appearance's variant, in catalogue order, each font once.
    private func written(of appearance: ResolvedEntity, variant: Variant? = nil) -> [String] {
        var statements: [String] = []
        for field in appearance.setFields where variant == nil || field.spec.variant == variant {
            guard !field.value.isUIKitDefault, let statement = statement(field) else { continue }
            let line = statement.isEmpty ? font(of: field) ?? "" : statement
            if !line.isEmpty, !statements.contains(line) { statements.append(line) }
        }
        return statements.sorted { $0.contains("configureWith") && !$1.contains("configureWith") }
    }

    /// Writes `installUIKitAppearance()` inside its fence.
    func write(into writer: inout SwiftSourceWriter) {
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.indent { writer in
            writer.documentation(
                "Sets what SwiftUI has no modifier for (and, before iOS 16, the bar backgrounds) on the UIKit "
                    + "appearance proxies, which style the bars made afterwards: call it once at launch, before "
                    + "the first bar appears; `init()` calls it too. It changes every bar of the app.")
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
            for statement in written(of: appearance, variant: nil) where statement.hasPrefix("bar.") {
                Self.writeStatement(statement, into: &writer)
            }
            for variant in bar.variants where appearance.leftToUIKit(variant) == nil {
                writeVariant(variant, of: appearance, bar: bar, into: &writer)
            }
        }
    }

    /// Writes `statement`, broken after its `=` when it is longer than the line length.
    private static func writeStatement(_ statement: String, into writer: inout SwiftSourceWriter) {
        guard writer.indentation + statement.count > 110, let equals = statement.firstRange(of: " = ") else {
            writer.line(statement)
            return
        }
        writer.line(String(statement[..<equals.lowerBound]) + " =")
        writer.indent { writer in writer.line(String(statement[equals.upperBound...])) }
    }

    /// Sets one variant's appearance, behind `#available` when its property is newer than the target.
    private func writeVariant(
        _ variant: Variant, of appearance: ResolvedEntity, bar: BarKind, into writer: inout SwiftSourceWriter
    ) {
        let statements = written(of: appearance, variant: variant)
        let body: (inout SwiftSourceWriter) -> Void = { writer in
            writer.line("let appearance = \(bar.appearanceClassName)()")
            for statement in statements { Self.writeStatement(statement, into: &writer) }
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
