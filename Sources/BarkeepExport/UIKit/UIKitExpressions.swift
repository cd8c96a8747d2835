internal import BarkeepCore

/// Writes resolved values as UIKit Swift expressions: one `switch` over value types, so a new field of an
/// existing type needs nothing here.
struct UIKitExpressions {
    /// The Swift names of the catalog's entities.
    let names: SwiftNames
    /// The name of the generated palette namespace of `UIColor`s: `BarkeepColors` in the UIKit file;
    /// the SwiftUI file, which may sit in the same app target, writes the same palette under its own name.
    var paletteNamespace = "BarkeepColors"
    /// Whether adaptive system colours (`UIColor.label`, iOS 13) may be named; where they may not, their
    /// light sRGB value is written instead.
    var adaptiveSystemColorsAvailable = true

    /// The expression for `value` of a field of `spec`; nil when UIKit's default applies.
    func expression(_ value: ResolvedValue, spec: FieldSpec) -> SwiftExpression? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return self.color(color)
        case .value(let fieldValue): return expression(fieldValue, spec: spec)
        }
    }

    /// The expression for a field value as written.
    func expression(_ value: FieldValue, spec: FieldSpec) -> SwiftExpression? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return written(color)
        case .image(let image): return self.image(image)
        case .number(let number): return .atom(Self.number(number))
        case .choice(let word):
            guard case .choice(let choices) = spec.type else { return nil }
            return choices.uikitSpelling(of: word).map(SwiftExpression.atom)
        case .bool(let flag): return .atom(flag ? "true" : "false")
        case .text(let text): return .atom(SwiftLiteral.string(text))
        case .detentIdentifier(let identifier): return Self.detentIdentifier(identifier)
        case .backgroundInteraction(let interaction):
            // UIKit's undimmed identifier: the detent, nil when disabled; none for the others.
            switch interaction {
            case .upThrough(let identifier): return Self.detentIdentifier(identifier)
            case .disabled: return .atom("nil")
            case .automatic, .enabled: return nil
            }
        case .detents, .toolbarItems, .platforms, .version, .member, .members:
            // Lists and references are written by the code that owns them (sheets, themes).
            return nil
        }
    }

    /// A resolved colour: the palette colour it names, the UIKit colour it names, or its sRGB value.
    func color(_ color: ResolvedColor) -> SwiftExpression {
        written(color.source)
    }

    /// A colour as written: `BarkeepColors.brand`, `UIColor.systemBlue`, `UIColor.clear` or
    /// `UIColor(red:green:blue:alpha:)`.
    func written(_ value: ColorValue) -> SwiftExpression {
        switch value {
        case .reference(let name): return .atom("\(paletteNamespace).\(names.member(.palette, name))")
        case .system(let system):
            guard adaptiveSystemColorsAvailable || !system.isAdaptive else {
                return Self.literal(system.color.light)
            }
            return .atom("UIColor.\(system.name)")
        case .clear: return .atom("UIColor.clear")
        case .rgba(let rgba): return Self.literal(rgba)
        }
    }

    /// `UIColor(red: 0.039, green: 0.518, blue: 1, alpha: 1)`: components to three decimals, which
    /// round-trips every 8-bit value.
    static func literal(_ rgba: RGBA) -> SwiftExpression {
        let parts = [("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("alpha", rgba.alpha)]
        return .call("UIColor", parts.map { SwiftArgument($0.0, .atom(unit($0.1))) })
    }

    /// An image: `UIImage(named:)`, `UIImage(systemName:)`, or `nil`.
    func image(_ image: ImageValue) -> SwiftExpression {
        switch image {
        case .asset(let name):
            return .call("UIImage", [SwiftArgument("named", .atom(SwiftLiteral.string(name)))])
        case .symbol(let name):
            return .call("UIImage", [SwiftArgument("systemName", .atom(SwiftLiteral.string(name)))])
        case .none: return .atom("nil")
        }
    }

    /// A detent identifier: `.medium`, `.large`, or `UISheetPresentationController.Detent.Identifier("…")`.
    static func detentIdentifier(_ identifier: String) -> SwiftExpression {
        switch identifier {
        case "medium", "large": return .atom("." + identifier)
        default:
            return .call(
                "UISheetPresentationController.Detent.Identifier",
                [SwiftArgument(nil, .atom(SwiftLiteral.string(identifier)))])
        }
    }

    /// A number as a Swift literal in canonical form (`16`, `-20`, `0.5`).
    static func number(_ value: Double) -> String {
        NumberFormatting.canonical(value)
    }

    /// A 0–1 component to at most three decimals, without trailing zeros.
    static func unit(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        return NumberFormatting.canonical(thousandths / 1000)
    }
}
