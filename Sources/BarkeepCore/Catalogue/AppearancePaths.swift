/// Builds the appearance rows of the field catalogue from a few declarations.
enum AppearancePaths {
    /// A field within a variant, before it is given its variant prefix.
    struct Key {
        let key: String
        let type: ValueType
        let uikit: UIKitTarget
        var swiftUI: SwiftUITarget? = nil
        let help: String
    }

    /// The two components of the offset `property` under `prefix`.
    static func offset(_ prefix: String, _ property: OffsetProperty, what: String) -> [Key] {
        OffsetComponent.allCases.map { component in
            Key(
                key: "\(prefix).\(component.rawValue)", type: .number(-1000...1000),
                uikit: .offsetComponent(property, component),
                help:
                    "\(component == .horizontal ? "Horizontal" : "Vertical") offset of the \(what), in points."
            )
        }
    }

    /// Keys every bar appearance has (`UIBarAppearance`).
    static let commonKeys: [Key] = [
        Key(
            key: "background", type: .choice(ChoiceSet(BackgroundPreset.self)), uikit: .backgroundPreset,
            help: "Background preset applied before the other fields."),
        Key(
            key: "backgroundColor", type: .color, uikit: .property(.appearance, "backgroundColor"),
            swiftUI: .toolbarBackgroundStyle, help: "Background colour."),
        Key(
            key: "shadowColor", type: .color, uikit: .property(.appearance, "shadowColor"),
            help: "Hairline colour; clear hides it."),
        Key(
            key: "backgroundEffect", type: .choice(ChoiceSet(BlurStyle.self)),
            uikit: .property(.appearance, "backgroundEffect"),
            help: "Blur effect style behind the bar, or none."),
        Key(
            key: "backgroundImage", type: .image, uikit: .property(.appearance, "backgroundImage"),
            help: "Background image."),
        Key(
            key: "backgroundImageContentMode", type: .choice(ChoiceSet(ContentMode.self)),
            uikit: .property(.appearance, "backgroundImageContentMode"),
            help: "How the background image fills the bar."),
        Key(
            key: "shadowImage", type: .image, uikit: .property(.appearance, "shadowImage"),
            help: "Hairline image."),
    ]

    /// The title keys of navigation appearances (`titleTextAttributes`).
    static let titleKeys = textAttributes(
        "title", TextAttributeSet(.appearance, "titleTextAttributes"), what: "title", paragraph: true)

    /// The title keys tab and toolbar appearances keep without API so that catalogs written before those
    /// rows were found wrong still load: the attributes the catalogue had then.
    static let titleKeysWithoutAPI = titleKeys.filter { key in
        switch key.uikit {
        case .textAttribute(_, .underline), .textAttribute(_, .strikethrough), .textAttribute(_, .paragraph):
            return false
        default: return true
        }
    }

    /// The text-attribute `key` marked as having no UIKit API, for `reason`.
    static func noAPI(_ key: Key, _ reason: String) -> Key {
        guard case .textAttribute(let set, let attribute) = key.uikit else {
            preconditionFailure("only a text attribute can lack its dictionary: \(key.key)")
        }
        let missing = MissingAPI(reason: reason, attributes: set.property, attribute: attribute)
        return Key(
            key: key.key, type: key.type, uikit: .noAPI(missing),
            help: key.help + " No UIKit API: " + reason + ".")
    }

    /// Keys of one bar-button state (`UIBarButtonItemStateAppearance`).
    static func buttonStateKeys(_ group: ButtonGroup, _ state: ButtonState) -> [Key] {
        let object = AppearanceObject.button(group, state)
        let prefix = "\(group.rawValue).\(state.rawValue)"
        return textAttributes(
            prefix, TextAttributeSet(object, "titleTextAttributes"), what: "\(group.rawValue) title")
            + offset(
                "\(prefix).titleOffset", OffsetProperty(object, "titlePositionAdjustment"),
                what: "\(group.rawValue) title")
    }

    /// Keys of one tab item layout and state (`UITabBarItemStateAppearance`).
    static func itemStateKeys(_ layout: ItemLayout, _ state: ItemState) -> [Key] {
        let object = AppearanceObject.item(layout, state)
        let prefix = "item.\(layout.rawValue).\(state.rawValue)"
        let what = "\(state.rawValue) \(layout.rawValue) items"
        return [
            Key(
                key: "\(prefix).iconColor", type: .color, uikit: .property(object, "iconColor"),
                help: "Icon colour of \(what)."),
            Key(
                key: "\(prefix).badge.backgroundColor", type: .color,
                uikit: .property(object, "badgeBackgroundColor"), help: "Badge background colour of \(what)."),
            Key(
                key: "\(prefix).badge.textColor", type: .color,
                uikit: .textAttribute(TextAttributeSet(object, "badgeTextAttributes"), .foregroundColor),
                help: "Badge text colour of \(what)."),
        ]
            + textAttributes(
                "\(prefix).title", TextAttributeSet(object, "titleTextAttributes"),
                what: "\(state.rawValue) item title")
            + offset(
                "\(prefix).titleOffset", OffsetProperty(object, "titlePositionAdjustment"),
                what: "\(state.rawValue) item title")
            + offset(
                "\(prefix).badge.offset", OffsetProperty(object, "badgePositionAdjustment"), what: "badge")
    }

    /// Keys one variant of `bar` has.
    static func variantKeys(_ bar: BarKind) -> [Key] {
        var keys = commonKeys
        switch bar {
        case .navigation:
            keys += titleKeys
            let largeTitle = TextAttributeSet(.appearance, "largeTitleTextAttributes")
            keys += textAttributes("largeTitle", largeTitle, what: "large title", paragraph: true)
            keys.append(
                Key(
                    key: "largeTitle.followsTitle", type: .bool,
                    uikit: .textAttributesCopy(
                        from: TextAttributeSet(.appearance, "titleTextAttributes"), into: largeTitle),
                    help: "Whether the large title takes the title's text attributes wherever its own "
                        + "largeTitle.* fields are unset."))
            keys += offset(
                "titleOffset", OffsetProperty(.appearance, "titlePositionAdjustment"), what: "title")
            keys += [
                Key(
                    key: "backIndicatorImage", type: .image, uikit: .backIndicator(.image),
                    help: "Back chevron image (set together with its transition mask)."),
                Key(
                    key: "backIndicatorTransitionMaskImage", type: .image,
                    uikit: .backIndicator(.transitionMask),
                    help: "Mask for the back chevron's transition."),
            ]
        case .tab:
            keys += titleKeysWithoutAPI.map {
                noAPI(
                    $0,
                    "UITabBarAppearance has no titleTextAttributes; set item.<layout>.<state>.title.* instead"
                )
            }
            keys += ItemLayout.allCases.flatMap { layout in
                ItemState.allCases.flatMap { itemStateKeys(layout, $0) }
            }
            keys += [
                Key(
                    key: "selectionIndicatorTint", type: .color,
                    uikit: .property(.appearance, "selectionIndicatorTintColor"),
                    help: "Tint of the selection indicator."),
                Key(
                    key: "selectionIndicatorImage", type: .image,
                    uikit: .property(.appearance, "selectionIndicatorImage"),
                    help: "Selection indicator image."),
                Key(
                    key: "itemPositioning", type: .choice(ChoiceSet(ItemPositioning.self)),
                    uikit: .property(.appearance, "stackedItemPositioning"),
                    help: "How stacked items are laid out."),
                Key(
                    key: "itemWidth", type: .number(0...1000),
                    uikit: .property(.appearance, "stackedItemWidth"),
                    help: "Width of stacked items."),
                Key(
                    key: "itemSpacing", type: .number(0...1000),
                    uikit: .property(.appearance, "stackedItemSpacing"),
                    help: "Spacing between stacked items."),
            ]
        case .toolbar:
            keys += titleKeysWithoutAPI.map {
                noAPI($0, "UIToolbarAppearance has no titleTextAttributes; set button.* instead")
            }
        }
        keys += ButtonGroup.groups(of: bar).flatMap { group in
            ButtonState.allCases.flatMap { buttonStateKeys(group, $0) }
        }
        return keys
    }

    /// Bar-level settings of `bar` (properties of the bar itself, not of an appearance).
    static func barSettings(_ bar: BarKind) -> [FieldSpec] {
        var specs = [
            FieldSpec(
                path: "bar.tintColor", type: .color, uikit: .barProperty("tintColor"), swiftUI: .tint,
                introduced: IOSVersion(2),
                help: "Tint of bar button items."),
            FieldSpec(
                path: "bar.isTranslucent", type: .bool, uikit: .barProperty("isTranslucent"),
                introduced: IOSVersion(3), help: "Whether the bar is translucent.", uikitDefault: .bool(true)),
            FieldSpec(
                path: "bar.barTintColor", type: .color, uikit: .barProperty("barTintColor"),
                introduced: IOSVersion(7),
                help:
                    "The bar's background tint, which UIKit honours where no appearance object is customised."
            ),
            FieldSpec(
                path: "bar.barStyle", type: .choice(ChoiceSet(BarStyle.self)),
                uikit: .barProperty("barStyle"),
                introduced: IOSVersion(2), help: "The bar's style.",
                uikitDefault: .choice(BarStyle.default.rawValue)),
            FieldSpec(
                path: "swiftui.colorScheme", type: .choice(ChoiceSet(BarColorScheme.self)),
                swiftUI: .toolbarColorScheme, introduced: .iOS16, help: "Colour scheme of the bar in SwiftUI."
            ),
            FieldSpec(
                path: "swiftui.backgroundVisibility", type: .choice(ChoiceSet(BarVisibility.self)),
                swiftUI: .toolbarBackgroundVisibility, introduced: .iOS16,
                help: "Background visibility in SwiftUI."),
        ]
        specs += LegacyBarImage.allCases.map { image in
            FieldSpec(
                path:
                    "bar.clearsLegacy\(image.rawValue.prefix(1).uppercased() + image.rawValue.dropFirst())Image",
                type: .bool, uikit: .legacyImageReset(image, on: bar), introduced: image.introduced,
                help:
                    "From iOS 13, set the bar's pre-iOS 13 \(image.rawValue) image back to nil before the appearance "
                    + "objects, clearing what a proxy or older code set through the old API.",
                uikitDefault: .bool(false))
        }
        specs += barViewSettings
        specs.append(
            FieldSpec(
                path: "bar.containers", type: .swiftTypeNames, uikit: .appearanceContainers,
                introduced: IOSVersion(9),
                help: "Container classes this appearance applies inside, for a theme's scoped appearances "
                    + "(appearance(whenContainedInInstancesOf:)).", acceptsDefault: false))
        switch bar {
        case .navigation:
            specs.append(
                FieldSpec(
                    path: "bar.prefersLargeTitles", type: .bool, uikit: .barProperty("prefersLargeTitles"),
                    swiftUI: .navigationBarTitleDisplayMode, introduced: .iOS11,
                    help: "Whether the bar shows large titles.", uikitDefault: .bool(false)))
            specs += backButtonSettings
        case .tab:
            specs.append(
                FieldSpec(
                    path: "bar.unselectedItemTintColor", type: .color,
                    uikit: .barProperty("unselectedItemTintColor"),
                    introduced: IOSVersion(10), help: "Tint of unselected tab items."))
        case .toolbar:
            break
        }
        return specs
    }

    /// A navigation appearance's back-button settings, properties of the navigation item the back button
    /// returns to (not of the bar or an appearance object); no SwiftUI API sets them.
    static let backButtonSettings = [
        FieldSpec(
            path: "navigationItem.backButtonTitle", type: .text,
            uikit: .navigationItemProperty("backButtonTitle"), introduced: .iOS11,
            help: "Title of the back button that returns to a screen, instead of that screen's title."),
        FieldSpec(
            path: "navigationItem.backButtonDisplayMode",
            type: .choice(ChoiceSet(BackButtonDisplayMode.self)),
            uikit: .navigationItemProperty("backButtonDisplayMode"), introduced: .iOS14,
            help: "How the back button shows its title: the specific title, a generic Back, or none.",
            uikitDefault: .choice(BackButtonDisplayMode.default.rawValue)),
    ]

    /// The first part of a `legacy.<key>` path.
    static let legacyPrefix = "legacy."

    /// The `legacy.<key>` rows of `bar`: a value of its own for each standard key the pre-iOS 13 API
    /// writes, which the legacy writer prefers to the standard one (an app whose old code styles the bar
    /// differently). Not for the background preset, whose only pre-iOS 13 form is `isTranslucent = false`.
    static func legacyValues(_ bar: BarKind, keys: [Key]) -> [FieldSpec] {
        keys.compactMap { key in
            guard let legacy = key.uikit.legacyTarget(for: bar), legacy != .translucency else { return nil }
            return FieldSpec(
                path: legacyPrefix + key.key, type: key.type, uikit: .legacyValue(of: key.uikit, legacy),
                introduced: legacy.introduced,
                help: "Below iOS 13, in place of standard.\(key.key): " + key.help.prefix(1).lowercased()
                    + key.help.dropFirst())
        }
    }

    /// Every row of an appearance of `bar`: bar settings, legacy values, whole variants, and each
    /// variant's keys.
    static func specs(for bar: BarKind) -> [FieldSpec] {
        let keys = variantKeys(bar)
        var specs = barSettings(bar) + legacyValues(bar, keys: keys)
        for variant in bar.variants {
            let introduced = bar.introduced(variant)
            specs.append(
                FieldSpec(
                    path: variant.rawValue, type: .wholeVariant, variant: variant, key: "",
                    uikit: .variantAppearance, introduced: introduced,
                    help: "Set to default to leave the whole \(variant.rawValue) appearance to UIKit."))
            for key in keys {
                let swiftUI = variant == .standard ? key.swiftUI : nil
                specs.append(
                    FieldSpec(
                        path: "\(variant.rawValue).\(key.key)", type: key.type, variant: variant,
                        key: key.key,
                        uikit: key.uikit, swiftUI: swiftUI, introduced: introduced, help: key.help))
            }
        }
        return specs
    }

    /// The shorthand of `path` without its tab item layout, which stands for the path in every layout
    /// (`standard.item.selected.title.color` for `standard.item.stacked.selected.title.color`); nil for a
    /// path outside the item layouts. ``expandShorthand(_:)`` reads it back.
    static func itemShorthand(_ path: String) -> String? {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts[1] == "item", ItemLayout(rawValue: String(parts[2])) != nil else {
            return nil
        }
        parts.remove(at: 2)
        return parts.joined(separator: ".")
    }

    /// The full paths a shorthand stands for: `V.button.color` → `V.button.normal.color`
    /// `V.item.<state>.…` → one path per item layout.
    static func expandShorthand(_ path: String) -> [String] {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return [] }
        if ButtonGroup(rawValue: parts[1]) != nil {
            if ButtonState(rawValue: parts[2]) == nil { parts.insert(ButtonState.normal.rawValue, at: 2) }
            let full = parts.joined(separator: ".")
            return full == path ? [] : [full]
        }
        if parts[1] == "item", ItemLayout(rawValue: parts[2]) == nil, ItemState(rawValue: parts[2]) != nil {
            return ItemLayout.allCases.map { layout in
                (parts[0...1] + [layout.rawValue] + parts[2...]).joined(separator: ".")
            }
        }
        return []
    }
}
