/// The catalogue rows of palette colours, layout, sheet and toolbar presets and themes (§1.1, §1.3–§1.6).
enum PresetFields {
    /// Palette colour keys.
    static let palette: [FieldSpec] = [
        FieldSpec(
            path: "light", type: .color, uikit: "UIColor(dynamicProvider:)", help: "Value in light mode.",
            acceptsDefault: false, isRequired: true),
        FieldSpec(
            path: "dark", type: .color, uikit: "UIColor(dynamicProvider:)",
            help: "Value in dark mode (default: the light value).", acceptsDefault: false),
        FieldSpec(
            path: "lightHighContrast", type: .color, uikit: "UIColor(dynamicProvider:)",
            help: "Value in light mode with Increase Contrast (default: the light value).",
            acceptsDefault: false),
        FieldSpec(
            path: "darkHighContrast", type: .color, uikit: "UIColor(dynamicProvider:)",
            help: "Value in dark mode with Increase Contrast (default: the dark value).",
            acceptsDefault: false),
        FieldSpec(
            path: "asset", type: .text, uikit: "UIColor(named:)", swiftui: "Color(_:)", introduced: "11.0",
            help: "Name of the colour in the app's asset catalog; generated code loads it by name.",
            acceptsDefault: false),
    ]

    /// Layout preset keys (navigation bar geometry).
    static let layout: [FieldSpec] = [
        FieldSpec(
            path: "barHeight", type: .number(20...300), uikit: "sizeThatFits(_:)",
            help: "Height of the bar in points."),
        FieldSpec(
            path: "baseHeight", type: .number(20...300), uikit: "sizeThatFits(_:)",
            help: "The system height the bar replaces (44 on iPhone)."),
        FieldSpec(
            path: "strategy", type: .choice(["spacerStack", "contentViewLayout", "positionAdjustment"]),
            uikit: "UINavigationBar subclass", help: "How title and buttons are placed in the taller bar."),
        FieldSpec(
            path: "alignment", type: .choice(["center", "bottom", "top"]),
            help: "Where the content sits in the taller bar."),
        FieldSpec(
            path: "titleOffset", type: .number(-300...300),
            uikit: "setTitleVerticalPositionAdjustment(_:for:)",
            help: "Spacer height above the title, or its vertical adjustment, in points."),
        FieldSpec(
            path: "buttonOffset", type: .number(-300...300),
            uikit: "setBackgroundVerticalPositionAdjustment(_:for:)",
            help: "Spacer height above bar buttons, or their vertical adjustment, in points."),
        FieldSpec(
            path: "buttonKind", type: .choice(["image", "text"]),
            help: "The kind of bar buttons the screens use."),
        FieldSpec(
            path: "extendSafeArea", type: .bool, uikit: "additionalSafeAreaInsets.top", introduced: "11.0",
            help: "Add barHeight − baseHeight to the top safe-area inset."),
        FieldSpec(
            path: "resizeOnAppear", type: .bool, uikit: "sizeToFit()",
            help: "Call sizeToFit() in viewWillAppear against the shrink during push and pop."),
    ]

    /// Sheet preset keys.
    static let sheet: [FieldSpec] = [
        FieldSpec(
            path: "detents", type: .detents, uikit: "detents", swiftui: "presentationDetents(_:)",
            introduced: "15.0", help: "Ordered heights the sheet rests at."),
        FieldSpec(
            path: "selected", type: .detentIdentifier, uikit: "selectedDetentIdentifier",
            swiftui: "presentationDetents(_:selection:)", introduced: "15.0",
            help: "The detent the sheet opens at."),
        FieldSpec(
            path: "largestUndimmed", type: .detentIdentifier, uikit: "largestUndimmedDetentIdentifier",
            swiftui: "presentationBackgroundInteraction(_:)", introduced: "15.0",
            help: "Largest detent that does not dim the presenting view."),
        FieldSpec(
            path: "grabber", type: .bool, uikit: "prefersGrabberVisible",
            swiftui: "presentationDragIndicator(_:)",
            introduced: "15.0", help: "Whether the grabber is shown."),
        FieldSpec(
            path: "cornerRadius", type: .number(0...200), uikit: "preferredCornerRadius",
            swiftui: "presentationCornerRadius(_:)", introduced: "15.0", help: "Corner radius in points."),
        FieldSpec(
            path: "scrollingExpandsWhenScrolledToEdge", type: .bool,
            uikit: "prefersScrollingExpandsWhenScrolledToEdge", introduced: "15.0",
            help: "Whether scrolling at the edge expands the sheet."),
        FieldSpec(
            path: "edgeAttachedInCompactHeight", type: .bool, uikit: "prefersEdgeAttachedInCompactHeight",
            introduced: "15.0", help: "Whether the sheet attaches to the bottom edge in compact height."),
        FieldSpec(
            path: "widthFollowsPreferredContentSize", type: .bool,
            uikit: "widthFollowsPreferredContentSizeWhenEdgeAttached", introduced: "15.0",
            help: "Whether an edge-attached sheet takes the preferred content width."),
        FieldSpec(
            path: "dismissible", type: .bool, uikit: "isModalInPresentation",
            swiftui: "interactiveDismissDisabled(_:)",
            introduced: "15.0", help: "Whether the user can swipe the sheet away."),
        FieldSpec(
            path: "backgroundColor", type: .color, swiftui: "presentationBackground(_:)", introduced: "16.4",
            help: "Background of the sheet."),
    ]

    /// SwiftUI toolbar preset keys.
    static let toolbar: [FieldSpec] = [
        FieldSpec(
            path: "title", type: .text, swiftui: "navigationTitle(_:)", introduced: "14.0",
            help: "Title shown with the toolbar (needed on iOS and tvOS to show items).",
            acceptsDefault: false),
        FieldSpec(
            path: "platforms", type: .platforms, introduced: "14.0", help: "Platforms the toolbar targets.",
            acceptsDefault: false),
        FieldSpec(
            path: "items", type: .toolbarItems, swiftui: "toolbar(content:)", introduced: "14.0",
            help: "Ordered toolbar items.", acceptsDefault: false),
    ]

    /// Theme keys: members and deployment target.
    static let theme: [FieldSpec] = [
        FieldSpec(
            path: "navigation", type: .member(.appearance, bar: .navigation),
            help: "The navigation bar appearance.", acceptsDefault: false),
        FieldSpec(
            path: "tab", type: .member(.appearance, bar: .tab), help: "The tab bar appearance.",
            acceptsDefault: false),
        FieldSpec(
            path: "toolbar", type: .member(.appearance, bar: .toolbar), help: "The toolbar appearance.",
            acceptsDefault: false),
        FieldSpec(
            path: "layout", type: .member(.layout, bar: nil), help: "The navigation bar layout preset.",
            acceptsDefault: false),
        FieldSpec(path: "sheets", type: .members(.sheet), help: "Sheet presets.", acceptsDefault: false),
        FieldSpec(
            path: "toolbars", type: .members(.toolbar), help: "SwiftUI toolbar presets.",
            acceptsDefault: false),
        FieldSpec(
            path: "deploymentTarget", type: .version,
            help: "iOS version the exported code targets (default 15.0).", acceptsDefault: false),
    ]
}
