/// Builds the appearance rows of the field catalogue (product.md §1.2) from a few declarations.
enum AppearancePaths {
    /// Font weights, as `UIFont.Weight` names.
    static let weights = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    /// Dynamic Type text styles, as `UIFont.TextStyle` names.
    static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption1", "caption2",
    ]
    /// `UIBlurEffect.Style` names, plus `none`.
    static let blurStyles: [String] =
        ["none", "extraLight", "light", "dark", "regular", "prominent"]
        + [
            "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
            "systemChromeMaterial",
        ].flatMap { [$0, $0 + "Light", $0 + "Dark"] }
    /// `UIView.ContentMode` names.
    static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left",
        "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
    /// Bar-button states.
    static let buttonStates = ["normal", "highlighted", "disabled", "focused"]
    /// Tab item layouts.
    static let itemLayouts = ["stacked", "inline", "compactInline"]
    /// Tab item states.
    static let itemStates = ["normal", "selected", "disabled", "focused"]
    /// Bar-button appearance groups per bar kind.
    static func buttonGroups(_ bar: BarKind) -> [String] {
        switch bar {
        case .navigation: return ["button", "doneButton", "backButton"]
        case .toolbar: return ["button", "doneButton"]
        case .tab: return []
        }
    }

    /// A field within a variant, before it is given its variant prefix.
    struct Key {
        let key: String
        let type: ValueType
        let uikit: String
        let help: String
    }

    /// The text-attribute keys under `prefix` (`title`, `largeTitle`, `button.normal.title`…).
    static func textAttributes(_ prefix: String, attributes: String, what: String) -> [Key] {
        [
            Key(
                key: "\(prefix).color", type: .color, uikit: "\(attributes)[.foregroundColor]",
                help: "Colour of the \(what) text."),
            Key(
                key: "\(prefix).font", type: .text, uikit: "\(attributes)[.font]",
                help: "Font of the \(what): system, a family name or a PostScript name."),
            Key(
                key: "\(prefix).size", type: .number(1...200), uikit: "\(attributes)[.font]",
                help: "Point size of the \(what) font."),
            Key(
                key: "\(prefix).weight", type: .choice(weights), uikit: "\(attributes)[.font]",
                help: "Weight of the \(what) font."),
            Key(
                key: "\(prefix).textStyle", type: .choice(textStyles), uikit: "\(attributes)[.font]",
                help: "Dynamic Type style the \(what) font scales with."),
            Key(
                key: "\(prefix).kern", type: .number(-100...100), uikit: "\(attributes)[.kern]",
                help: "Letter spacing of the \(what), in points."),
        ]
    }

    /// The two components of an offset under `prefix`.
    static func offset(_ prefix: String, uikit: String, what: String) -> [Key] {
        ["horizontal", "vertical"].map {
            Key(
                key: "\(prefix).\($0)", type: .number(-1000...1000), uikit: "\(uikit).\($0)",
                help: "\($0 == "horizontal" ? "Horizontal" : "Vertical") offset of the \(what), in points.")
        }
    }

    /// Keys every bar appearance has (`UIBarAppearance`).
    static let commonKeys: [Key] =
        [
            Key(
                key: "background", type: .choice(["default", "opaque", "transparent"]),
                uikit: "configureWith…Background()",
                help: "Background preset applied before the other fields."),
            Key(key: "backgroundColor", type: .color, uikit: "backgroundColor", help: "Background colour."),
            Key(
                key: "shadowColor", type: .color, uikit: "shadowColor",
                help: "Hairline colour; clear hides it."),
            Key(
                key: "backgroundEffect", type: .choice(blurStyles), uikit: "backgroundEffect",
                help: "Blur effect style behind the bar, or none."),
            Key(key: "backgroundImage", type: .image, uikit: "backgroundImage", help: "Background image."),
            Key(
                key: "backgroundImageContentMode", type: .choice(contentModes),
                uikit: "backgroundImageContentMode",
                help: "How the background image fills the bar."),
            Key(key: "shadowImage", type: .image, uikit: "shadowImage", help: "Hairline image."),
        ] + textAttributes("title", attributes: "titleTextAttributes", what: "title")

    /// Keys of one bar-button state (`UIBarButtonItemStateAppearance`).
    static func buttonStateKeys(_ group: String, _ state: String) -> [Key] {
        let base = "\(group)Appearance.\(state)"
        return textAttributes(
            "\(group).\(state)", attributes: "\(base).titleTextAttributes", what: "\(group) title")
            + offset(
                "\(group).\(state).titleOffset", uikit: "\(base).titlePositionAdjustment",
                what: "\(group) title")
    }

    /// Keys of one tab item layout and state (`UITabBarItemStateAppearance`).
    static func itemStateKeys(_ layout: String, _ state: String) -> [Key] {
        let prefix = "item.\(layout).\(state)"
        let base = "\(layout)LayoutAppearance.\(state)"
        return [
            Key(
                key: "\(prefix).iconColor", type: .color, uikit: "\(base).iconColor",
                help: "Icon colour of \(state) \(layout) items."),
            Key(
                key: "\(prefix).badge.backgroundColor", type: .color, uikit: "\(base).badgeBackgroundColor",
                help: "Badge background colour of \(state) \(layout) items."),
            Key(
                key: "\(prefix).badge.textColor", type: .color,
                uikit: "\(base).badgeTextAttributes[.foregroundColor]",
                help: "Badge text colour of \(state) \(layout) items."),
        ]
            + textAttributes(
                "\(prefix).title", attributes: "\(base).titleTextAttributes", what: "\(state) item title")
            + offset(
                "\(prefix).titleOffset", uikit: "\(base).titlePositionAdjustment", what: "\(state) item title"
            )
            + offset("\(prefix).badge.offset", uikit: "\(base).badgePositionAdjustment", what: "badge")
    }

    /// Keys one variant of `bar` has.
    static func variantKeys(_ bar: BarKind) -> [Key] {
        var keys = commonKeys
        switch bar {
        case .navigation:
            keys += textAttributes("largeTitle", attributes: "largeTitleTextAttributes", what: "large title")
            keys += offset("titleOffset", uikit: "titlePositionAdjustment", what: "title")
            keys += [
                Key(
                    key: "backIndicatorImage", type: .image,
                    uikit: "setBackIndicatorImage(_:transitionMaskImage:)",
                    help: "Back chevron image (set together with its transition mask)."),
                Key(
                    key: "backIndicatorTransitionMaskImage", type: .image,
                    uikit: "setBackIndicatorImage(_:transitionMaskImage:)",
                    help: "Mask for the back chevron's transition."),
            ]
        case .tab:
            keys += itemLayouts.flatMap { layout in itemStates.flatMap { itemStateKeys(layout, $0) } }
            keys += [
                Key(
                    key: "selectionIndicatorTint", type: .color, uikit: "selectionIndicatorTintColor",
                    help: "Tint of the selection indicator."),
                Key(
                    key: "selectionIndicatorImage", type: .image, uikit: "selectionIndicatorImage",
                    help: "Selection indicator image."),
                Key(
                    key: "itemPositioning", type: .choice(["automatic", "fill", "centered"]),
                    uikit: "stackedItemPositioning", help: "How stacked items are laid out."),
                Key(
                    key: "itemWidth", type: .number(0...1000), uikit: "stackedItemWidth",
                    help: "Width of stacked items."),
                Key(
                    key: "itemSpacing", type: .number(0...1000), uikit: "stackedItemSpacing",
                    help: "Spacing between stacked items."),
            ]
        case .toolbar:
            break
        }
        keys += buttonGroups(bar).flatMap { group in buttonStates.flatMap { buttonStateKeys(group, $0) } }
        return keys
    }

    /// Bar-level settings of `bar` (properties of the bar itself, not of an appearance).
    static func barSettings(_ bar: BarKind) -> [FieldSpec] {
        var specs = [
            FieldSpec(
                path: "bar.tintColor", type: .color, uikit: "tintColor", introduced: "7.0",
                help: "Tint of bar button items."),
            FieldSpec(
                path: "bar.isTranslucent", type: .bool, uikit: "isTranslucent", introduced: "7.0",
                help: "Whether the bar is translucent."),
            FieldSpec(
                path: "bar.barStyle", type: .choice(["default", "black"]), uikit: "barStyle",
                introduced: "2.0", help: "The bar's style."),
            FieldSpec(
                path: "swiftui.colorScheme", type: .choice(["automatic", "light", "dark"]),
                swiftui: "toolbarColorScheme(_:for:)", introduced: "16.0",
                help: "Colour scheme of the bar in SwiftUI."),
            FieldSpec(
                path: "swiftui.backgroundVisibility", type: .choice(["automatic", "visible", "hidden"]),
                swiftui: "toolbarBackground(_:for:)", introduced: "16.0",
                help: "Background visibility in SwiftUI."),
        ]
        switch bar {
        case .navigation:
            specs.append(
                FieldSpec(
                    path: "bar.prefersLargeTitles", type: .bool, uikit: "prefersLargeTitles",
                    introduced: "11.0", help: "Whether the bar shows large titles."))
        case .tab:
            specs.append(
                FieldSpec(
                    path: "bar.unselectedItemTintColor", type: .color, uikit: "unselectedItemTintColor",
                    introduced: "10.0", help: "Tint of unselected tab items."))
        case .toolbar:
            break
        }
        return specs
    }

    /// Every row of an appearance of `bar`: bar settings, whole variants, and each variant's keys.
    static func specs(for bar: BarKind) -> [FieldSpec] {
        let keys = variantKeys(bar)
        var specs = barSettings(bar)
        for variant in bar.variants {
            let introduced = bar.introduced(variant)
            specs.append(
                FieldSpec(
                    path: variant.rawValue, type: .wholeVariant, variant: variant, key: "",
                    uikit: variant.barPropertyName,
                    introduced: introduced,
                    help: "Set to default to leave the whole \(variant.rawValue) appearance to UIKit."))
            for key in keys {
                specs.append(
                    FieldSpec(
                        path: "\(variant.rawValue).\(key.key)", type: key.type, variant: variant,
                        key: key.key,
                        uikit: "\(variant.barPropertyName).\(key.uikit)", introduced: introduced,
                        help: key.help))
            }
        }
        return specs
    }

    /// The full paths a shorthand stands for: `V.button.color` → `V.button.normal.color`
    /// `V.item.<state>.…` → one path per item layout.
    static func expandShorthand(_ path: String) -> [String] {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return [] }
        if ["button", "doneButton", "backButton"].contains(parts[1]) {
            if !buttonStates.contains(parts[2]) { parts.insert("normal", at: 2) }
            let full = parts.joined(separator: ".")
            return full == path ? [] : [full]
        }
        if parts[1] == "item", !itemLayouts.contains(parts[2]), itemStates.contains(parts[2]) {
            return itemLayouts.map { layout in
                (parts[0...1] + [layout] + parts[2...]).joined(separator: ".")
            }
        }
        return []
    }
}
