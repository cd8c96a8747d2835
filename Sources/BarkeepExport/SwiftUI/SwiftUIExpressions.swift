internal import BarkeepCore

/// Writes resolved fields as SwiftUI modifiers and values: one exhaustive `switch` over SwiftUI target
/// kinds and one over value types, so a new field of an existing kind needs nothing here.
struct SwiftUIExpressions {
    /// The Swift names of the catalog's entities.
    let names: SwiftNames

    /// The namespace of the palette's SwiftUI colours.
    static let colorNamespace = "BarkeepSwiftUIColors"
    /// The namespace of the palette's UIKit colours, which the SwiftUI colours wrap (a different name
    /// from the UIKit export's, so both files can sit in one app target).
    static let uiColorNamespace = "BarkeepSwiftUIPalette"

    /// The modifier `field` of `entity` applies, for `bar` when it is an appearance's; `selection` is the
    /// binding expression `presentationDetents` selects through, if the modifier has one. Nil when the
    /// field is left to the system, or when its owner writes it (assets, the opening detent, toolbar
    /// platforms and items, the navigation container). `deploymentTarget` is the target the code
    /// assumes, which picks between a modifier and its newer replacement.
    func modifier(
        _ field: ResolvedField, of entity: ResolvedEntity, bar: BarKind? = nil, selection: String? = nil,
        deploymentTarget: IOSVersion = .iOS13
    ) -> SwiftUIModifier? {
        guard let target = field.spec.swiftUITarget,
            let value = expression(field.value, spec: field.spec, of: entity)
        else {
            return nil
        }
        let bars = bar.map { ", for: \(Self.placement($0))" } ?? ""
        let call: String
        var introduced = target.introduced
        switch target {
        case .toolbarBackgroundStyle:
            call = ".toolbarBackground(\(value)\(bars))"
        case .toolbarBackgroundVisibility:
            return Self.backgroundVisibility(value, bars: bars, deploymentTarget: deploymentTarget)
        case .toolbarColorScheme:
            call = ".toolbarColorScheme(\(value)\(bars))"
        case .navigationBarTitleDisplayMode:
            guard let flag = field.value.bool else { return nil }
            call = ".navigationBarTitleDisplayMode(\(flag ? ".large" : ".inline"))"
        case .presentationDetents:
            call = ".presentationDetents(\(value)\(selection.map { ", selection: \($0)" } ?? ""))"
        case .toolbarTitleDisplayMode:
            if deploymentTarget >= Self.toolbarTitleDisplayModeIntroduced {
                call = ".toolbarTitleDisplayMode(\(value))"
                introduced = Self.toolbarTitleDisplayModeIntroduced
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
        return SwiftUIModifier(call: call, introduced: introduced)
    }

    /// `toolbarTitleDisplayMode(_:)` needs iOS 17 (reference sheet §7).
    static let toolbarTitleDisplayModeIntroduced = IOSVersion.iOS17

    /// `toolbarBackgroundVisibility(_:for:)`, the successor of `toolbarBackground(_ visibility:for:)`,
    /// needs iOS 18 (reference sheet §7).
    static let toolbarBackgroundVisibilityIntroduced = IOSVersion.iOS18

    /// The modifier that sets a bar background's visibility `value` for `bars` (`, for: …` or empty):
    /// the successor from its iOS 18 on, `toolbarBackground(_:for:)` (iOS 16) before.
    static func backgroundVisibility(_ value: String, bars: String, deploymentTarget: IOSVersion)
        -> SwiftUIModifier
    {
        guard deploymentTarget >= toolbarBackgroundVisibilityIntroduced else {
            return SwiftUIModifier(
                call: ".toolbarBackground(\(value)\(bars))",
                introduced: SwiftUITarget.toolbarBackgroundVisibility.introduced)
        }
        return SwiftUIModifier(
            call: ".toolbarBackgroundVisibility(\(value)\(bars))",
            introduced: toolbarBackgroundVisibilityIntroduced)
    }

    /// The SwiftUI expression of a resolved value; nil when the system's default applies or the value is
    /// a list its owner writes.
    func expression(_ value: ResolvedValue, spec: FieldSpec, of entity: ResolvedEntity) -> String? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return self.color(color.source)
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

    /// A colour: `BarkeepSwiftUIColors.paper`, `Color(uiColor: UIColor.systemBlue)`, `Color.clear` or
    /// `Color(red:green:blue:opacity:)`.
    func color(_ value: ColorValue) -> String {
        switch value {
        case .reference(let name): return "\(Self.colorNamespace).\(names.member(.palette, name))"
        case .system(let system): return "Color(uiColor: UIColor.\(system.name))"
        case .clear: return "Color.clear"
        case .rgba(let rgba):
            let parts = [
                ("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("opacity", rgba.alpha),
            ]
            return "Color(" + parts.map { "\($0.0): \(UIKitExpressions.unit($0.1))" }.joined(separator: ", ")
                + ")"
        }
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
