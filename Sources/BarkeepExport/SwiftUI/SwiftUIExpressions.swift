internal import BarkeepCore

/// Writes resolved fields as SwiftUI modifiers and values: one exhaustive `switch` over SwiftUI target
/// kinds and one over value types, so a new field of an existing kind needs nothing here.
struct SwiftUIExpressions {
    /// The Swift names of the catalog's entities.
    let names: SwiftNames

    /// The namespace of the palette's SwiftUI colours.
    static let colorNamespace = "BarkeepSwiftUIColors"
    /// The namespace of the palette's values, which the SwiftUI colours read (names of their own, apart
    /// from the UIKit export's, so both files can sit in one app target).
    static let paletteNamespace = "BarkeepSwiftUIPalette"
    /// The type of a palette colour's values (``SwiftUIPaletteColorWriter``).
    static let paletteColorType = "BarkeepSwiftUIPaletteColor"
    /// The namespace of the bundle asset colours are looked up in.
    static let assetBundleNamespace = "BarkeepSwiftUIAssetBundle"

    /// The modifier `field` of `entity` applies, for `bar` when it is an appearance's; `selection` is the
    /// binding expression `presentationDetents` selects through, if the modifier has one. Nil when the
    /// field is left to the system, or when its owner writes it (assets, the opening detent, toolbar
    /// platforms and items, the navigation container). `deploymentTarget` is the target the code
    /// assumes, which picks between a modifier and its newer replacement.
    func modifier(
        _ field: ResolvedField, of entity: ResolvedEntity, bar: BarKind? = nil, selection: String? = nil,
        deploymentTarget: IOSVersion = APIAvailability.swiftUI.introduced
    ) -> SwiftUIModifier? {
        guard let target = field.spec.swiftUITarget,
            let value = expression(field.value, spec: field.spec, of: entity)
        else {
            return nil
        }
        let bars = bar.map { ", for: \(Self.placement($0))" } ?? ""
        let barPlatforms = bar.map(SwiftUITarget.barPlatforms)
        let call: String
        var introduced = target.introduced
        var platforms = target.platforms
        switch target {
        case .toolbarBackgroundStyle:
            call = ".toolbarBackground(\(value)\(bars))"
            platforms = barPlatforms
        case .toolbarBackgroundVisibility:
            var modifier = Self.backgroundVisibility(value, bars: bars, deploymentTarget: deploymentTarget)
            modifier.platforms = barPlatforms
            return modifier
        case .toolbarColorScheme:
            call = ".toolbarColorScheme(\(value)\(bars))"
            platforms = barPlatforms
        case .tint:
            let accent = SwiftUIModifier(call: ".accentColor(\(value))", introduced: target.introduced)
            return SwiftUIModifier(
                call: ".tint(\(value))", introduced: APIAvailability.tint.introduced,
                predecessor: SwiftUIModifier.Box(accent))
        case .navigationBarTitleDisplayMode:
            guard let flag = field.value.bool else { return nil }
            call = ".navigationBarTitleDisplayMode(\(flag ? ".large" : ".inline"))"
        case .presentationDetents:
            call = ".presentationDetents(\(value)\(selection.map { ", selection: \($0)" } ?? ""))"
        case .toolbarTitleDisplayMode:
            if deploymentTarget >= APIAvailability.toolbarTitleDisplayMode.introduced {
                call = ".toolbarTitleDisplayMode(\(value))"
                introduced = APIAvailability.toolbarTitleDisplayMode.introduced
            } else {
                call = ".navigationBarTitleDisplayMode(\(value))"
            }
        case .presentationBackgroundInteraction:
            if case .value(.detentIdentifier) = field.value {
                call = ".presentationBackgroundInteraction(.enabled(upThrough: \(value)))"
            } else {
                call = ".presentationBackgroundInteraction(\(value))"
            }
        case .presentationDragIndicator:
            call = ".presentationDragIndicator(\(value))"
        case .presentationCornerRadius:
            call = ".presentationCornerRadius(\(value))"
        case .presentationBackground:
            call = ".presentationBackground(\(value))"
        case .interactiveDismissDisabled:
            guard let flag = field.value.bool else { return nil }
            call = ".interactiveDismissDisabled(\(!flag))"
        case .navigationTitle:
            call = ".navigationTitle(\(value))"
        case .colorAsset, .presentationDetentSelection, .toolbarPlatforms, .toolbarItems,
            .navigationContainer:
            return nil
        }
        return SwiftUIModifier(call: call, introduced: introduced, platforms: platforms)
    }

    /// The modifier that sets a bar background's visibility `value` for `bars` (`, for: …` or empty):
    /// the successor from its iOS 18 on, `toolbarBackground(_:for:)` (iOS 16) before.
    static func backgroundVisibility(_ value: String, bars: String, deploymentTarget: IOSVersion)
        -> SwiftUIModifier
    {
        let successor = APIAvailability.toolbarBackgroundVisibility.introduced
        guard deploymentTarget >= successor else {
            return SwiftUIModifier(
                call: ".toolbarBackground(\(value)\(bars))",
                introduced: SwiftUITarget.toolbarBackgroundVisibility.introduced)
        }
        return SwiftUIModifier(
            call: ".toolbarBackgroundVisibility(\(value)\(bars))",
            introduced: successor)
    }

    /// The SwiftUI expression of a resolved value; nil when the system's default applies or the value is
    /// a list its owner writes.
    func expression(_ value: ResolvedValue, spec: FieldSpec, of entity: ResolvedEntity) -> String? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return self.color(color)
        case .value(let fieldValue): return expression(fieldValue, spec: spec, of: entity)
        }
    }

    /// The SwiftUI expression of a field value as written.
    func expression(_ value: FieldValue, spec: FieldSpec, of entity: ResolvedEntity) -> String? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return self.color(color)
        case .number(let number): return NumberFormatting.canonical(number)
        case .choice(let word):
            guard case .choice(let choices) = spec.type else { return nil }
            return choices.swiftSpelling(of: word)
        case .bool(let flag): return flag ? "true" : "false"
        case .text(let text): return SwiftLiteral.string(text)
        case .detents(let detents): return "[" + detents.map(Self.detent).joined(separator: ", ") + "]"
        case .detentIdentifier(let identifier): return detent(named: identifier, in: entity)
        case .backgroundInteraction(let interaction):
            switch interaction {
            case .automatic: return ".automatic"
            case .enabled: return ".enabled"
            case .disabled: return ".disabled"
            case .upThrough(let identifier):
                return detent(named: identifier, in: entity).map { ".enabled(upThrough: \($0))" }
            }
        case .image, .toolbarItems, .platforms, .version, .member, .members:
            // No SwiftUI modifier takes an image; lists and references are written by their owners.
            return nil
        }
    }

    /// A resolved colour as a SwiftUI `Color` on every platform: ``color(_:)-(ColorValue)``, with a
    /// system colour's values from the resolution.
    func color(_ resolved: ResolvedColor) -> String {
        guard case .system = resolved.source, let values = resolved.color else {
            return color(resolved.source)
        }
        return paletteColor(values, asset: nil).flat + ".color"
    }

    /// A colour as written, as a SwiftUI `Color` on every platform: `BarkeepSwiftUIColors.paper`,
    /// `Color.clear`, `Color(red:green:blue:opacity:)`, or a UIKit system colour's documented values
    /// (`BarkeepSwiftUIPaletteColor(light:dark:).color`): macOS and watchOS name system colours
    /// differently or lack them, so every platform gets iOS's values.
    func color(_ value: ColorValue) -> String {
        switch value {
        case .reference(let name): return "\(Self.colorNamespace).\(names.member(.palette, name))"
        case .system(let system): return paletteColor(system.color, asset: nil).flat + ".color"
        case .clear: return "Color.clear"
        case .rgba(let rgba):
            let parts = [
                ("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("opacity", rgba.alpha),
            ]
            return "Color(" + parts.map { "\($0.0): \(UIKitExpressions.unit($0.1))" }.joined(separator: ", ")
                + ")"
        }
    }

    /// A resolved colour as a UIKit colour, for the UIKit bridge: the palette value's `uiColor`,
    /// `UIColor.clear`, `UIColor(red:green:blue:alpha:)`, or a system colour's documented values (tvOS
    /// lacks several of iOS's system colours).
    func uiColor(_ resolved: ResolvedColor) -> String {
        switch resolved.source {
        case .reference(let name): return "\(Self.paletteNamespace).\(names.member(.palette, name)).uiColor"
        case .clear: return "UIColor.clear"
        case .rgba(let rgba):
            let parts = [
                ("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("alpha", rgba.alpha),
            ]
            return "UIColor("
                + parts.map { "\($0.0): \(UIKitExpressions.unit($0.1))" }.joined(separator: ", ")
                + ")"
        case .system(let system):
            return paletteColor(resolved.color ?? system.color, asset: nil).flat + ".uiColor"
        }
    }

    /// `BarkeepSwiftUIPaletteColor(asset:light:dark:…)` of `values`, each appearance given only where it
    /// differs from the one it defaults to; clear values for a colour that is only an asset name.
    func paletteColor(_ values: AdaptiveColor?, asset: String?) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let asset { arguments.append(SwiftArgument("asset", .atom(SwiftLiteral.string(asset)))) }
        func components(_ rgba: RGBA) -> SwiftExpression {
            .array([rgba.red, rgba.green, rgba.blue, rgba.alpha].map { .atom(UIKitExpressions.unit($0)) })
        }
        guard let values else {
            arguments.append(SwiftArgument("light", components(RGBA(red: 0, green: 0, blue: 0, alpha: 0))))
            return .call(Self.paletteColorType, arguments)
        }
        arguments.append(SwiftArgument("light", components(values.light)))
        if values.dark != values.light { arguments.append(SwiftArgument("dark", components(values.dark))) }
        if values.lightHighContrast != values.light {
            arguments.append(SwiftArgument("lightHighContrast", components(values.lightHighContrast)))
        }
        if values.darkHighContrast != values.dark {
            arguments.append(SwiftArgument("darkHighContrast", components(values.darkHighContrast)))
        }
        return .call(Self.paletteColorType, arguments)
    }

    /// The `PresentationDetent` of the detent `identifier` names among the entity's detents.
    func detent(named identifier: String, in entity: ResolvedEntity) -> String? {
        for field in entity.fields {
            guard field.spec.swiftUITarget == .presentationDetents,
                case .value(.detents(let detents)) = field.value,
                let detent = detents.first(where: { $0.identifier == identifier })
            else { continue }
            return Self.detent(detent)
        }
        switch identifier {
        case "medium", "large": return "." + identifier
        default: return nil
        }
    }

    /// `.medium`, `.large`, `.height(320)` or `.fraction(0.4)`.
    static func detent(_ detent: Detent) -> String {
        switch detent.size {
        case .medium: return ".medium"
        case .large: return ".large"
        case .height(let points): return ".height(\(NumberFormatting.canonical(points)))"
        case .fraction(let fraction): return ".fraction(\(NumberFormatting.canonical(fraction)))"
        }
    }

    /// The `ToolbarPlacement` of a bar kind: `.navigationBar`, `.tabBar` or `.bottomBar`.
    static func placement(_ bar: BarKind) -> String {
        switch bar {
        case .navigation: return ".navigationBar"
        case .tab: return ".tabBar"
        case .toolbar: return ".bottomBar"
        }
    }
}
