/// The catalogue rows of palette colours, layout, sheet and toolbar presets and themes (§1.1, §1.3–§1.6).
enum PresetFields {
    /// Palette colour keys.
    static let palette: [FieldSpec] = [
        FieldSpec(
            path: PaletteField.light.path, type: .color, uikit: .colorAppearance(.light),
            help: "Value in light mode (not needed when the colour names an asset).", acceptsDefault: false,
            isRequired: true, requiredUnlessSet: PaletteField.asset.path),
        FieldSpec(
            path: PaletteField.dark.path, type: .color, uikit: .colorAppearance(.dark),
            help: "Value in dark mode (default: the light value).", acceptsDefault: false),
        FieldSpec(
            path: PaletteField.lightHighContrast.path, type: .color,
            uikit: .colorAppearance(.lightHighContrast),
            help: "Value in light mode with Increase Contrast (default: the light value).",
            acceptsDefault: false),
        FieldSpec(
            path: PaletteField.darkHighContrast.path, type: .color,
            uikit: .colorAppearance(.darkHighContrast),
            help: "Value in dark mode with Increase Contrast (default: the dark value).",
            acceptsDefault: false),
        FieldSpec(
            path: PaletteField.asset.path, type: .text, uikit: .colorAsset, swiftUI: .colorAsset,
            introduced: .iOS11,
            help:
                "Name of the colour in the app's asset catalog; generated code loads it by name. A colour may "
                + "name only an asset: it then has no values Barkeep can measure.",
            acceptsDefault: false),
    ]

    /// Layout preset keys (navigation bar geometry).
    static let layout: [FieldSpec] = [
        layoutRow(.barHeight, .number(20...300), help: "Height of the bar in points."),
        layoutRow(.baseHeight, .number(20...300), help: "The system height the bar replaces (44 on iPhone)."),
        layoutRow(
            .strategy, .choice(ChoiceSet(LayoutStrategy.self)),
            help: "How title and buttons are placed in the taller bar."),
        layoutRow(
            .alignment, .choice(ChoiceSet(LayoutAlignment.self)),
            help: "Where the content sits in the taller bar."),
        layoutRow(
            .titleOffset, .number(-300...300),
            help: "Spacer height above the title, or its vertical adjustment, in points."),
        layoutRow(
            .buttonOffset, .number(-300...300),
            help: "Spacer height above bar buttons, or their vertical adjustment, in points."),
        layoutRow(
            .buttonKind, .choice(ChoiceSet(ButtonKind.self)), help: "The kind of bar buttons the screens use."
        ),
        layoutRow(
            .extendSafeArea, .bool, introduced: .iOS11,
            help: "Add barHeight − baseHeight to the top safe-area inset."),
        layoutRow(
            .fallback, .member(.layout, bar: nil),
            help: "The layout preset to use on iOS versions below fallbackBelow (article 004)."),
        layoutRow(
            .fallbackBelow, .version,
            help: "The first iOS version that uses this preset rather than its fallback (default 11.0)."),
        layoutRow(
            .resizeOnAppear, .bool,
            help: "Call sizeToFit() in viewWillAppear against the shrink during push and pop."),
    ]

    /// A layout row: the parameter's name is its path.
    private static func layoutRow(
        _ parameter: LayoutParameter, _ type: ValueType, introduced: IOSVersion = .iOS13, help: String
    ) -> FieldSpec {
        FieldSpec(
            path: parameter.path, type: type, uikit: .layoutParameter(parameter), introduced: introduced,
            help: help)
    }

    /// Sheet preset keys.
    static let sheet: [FieldSpec] = [
        FieldSpec(
            path: SheetField.detents.path, type: .detents, uikit: .sheetProperty("detents"),
            swiftUI: .presentationDetents,
            introduced: .iOS15, help: "Ordered heights the sheet rests at."),
        FieldSpec(
            path: SheetField.selected.path, type: .detentIdentifier,
            uikit: .sheetProperty("selectedDetentIdentifier"),
            swiftUI: .presentationDetentSelection, introduced: .iOS15, help: "The detent the sheet opens at."),
        FieldSpec(
            path: SheetField.largestUndimmed.path, type: .detentIdentifier,
            uikit: .sheetProperty("largestUndimmedDetentIdentifier"),
            swiftUI: .presentationBackgroundInteraction, introduced: .iOS15,
            help:
                "Largest detent that does not dim the presenting view (SwiftUI: when backgroundInteraction is unset)."
        ),
        FieldSpec(
            path: SheetField.backgroundInteraction.path, type: .backgroundInteraction,
            uikit: .sheetProperty("largestUndimmedDetentIdentifier"),
            swiftUI: .presentationBackgroundInteraction, introduced: .iOS15,
            help: "Whether the presenting view takes input (UIKit: when largestUndimmed is unset)."),
        FieldSpec(
            path: SheetField.grabber.path, type: .choice(ChoiceSet(GrabberVisibility.self)),
            uikit: .sheetProperty("prefersGrabberVisible"), swiftUI: .presentationDragIndicator,
            introduced: .iOS15, help: "Whether the grabber is shown (automatic leaves it to the system)."),
        FieldSpec(
            path: SheetField.cornerRadius.path, type: .number(0...200),
            uikit: .sheetProperty("preferredCornerRadius"),
            swiftUI: .presentationCornerRadius, introduced: .iOS15, help: "Corner radius in points."),
        FieldSpec(
            path: SheetField.scrollingExpandsWhenScrolledToEdge.path, type: .bool,
            uikit: .sheetProperty("prefersScrollingExpandsWhenScrolledToEdge"), introduced: .iOS15,
            help: "Whether scrolling at the edge expands the sheet."),
        FieldSpec(
            path: SheetField.edgeAttachedInCompactHeight.path, type: .bool,
            uikit: .sheetProperty("prefersEdgeAttachedInCompactHeight"), introduced: .iOS15,
            help: "Whether the sheet attaches to the bottom edge in compact height."),
        FieldSpec(
            path: SheetField.widthFollowsPreferredContentSize.path, type: .bool,
            uikit: .sheetProperty("widthFollowsPreferredContentSizeWhenEdgeAttached"), introduced: .iOS15,
            help: "Whether an edge-attached sheet takes the preferred content width."),
        FieldSpec(
            path: SheetField.pageSizing.path, type: .bool, uikit: .sheetProperty("prefersPageSizing"),
            introduced: .iOS17,
            help: "Whether the sheet takes page size in regular width (UIKit only)."),
        FieldSpec(
            path: SheetField.dismissible.path, type: .bool,
            uikit: .presentedControllerProperty("isModalInPresentation", negated: true),
            swiftUI: .interactiveDismissDisabled, introduced: .iOS15,
            help: "Whether the user can swipe the sheet away."),
        FieldSpec(
            path: SheetField.backgroundColor.path, type: .color, swiftUI: .presentationBackground,
            introduced: .iOS16point4,
            help: "Background of the sheet."),
    ]

    /// SwiftUI toolbar preset keys.
    static let toolbar: [FieldSpec] = [
        FieldSpec(
            path: ToolbarField.title.path, type: .text, swiftUI: .navigationTitle, introduced: .iOS14,
            help: "Title shown with the toolbar (needed on iOS and tvOS to show items).",
            acceptsDefault: false),
        FieldSpec(
            path: ToolbarField.platforms.path, type: .platforms, swiftUI: .toolbarPlatforms,
            introduced: .iOS14,
            help: "Platforms the toolbar targets.", acceptsDefault: false),
        FieldSpec(
            path: ToolbarField.items.path, type: .toolbarItems, swiftUI: .toolbarItems, introduced: .iOS14,
            help: "Ordered toolbar items.", acceptsDefault: false),
        FieldSpec(
            path: ToolbarField.container.path, type: .choice(ChoiceSet(NavigationContainer.self)),
            swiftUI: .navigationContainer, introduced: .iOS14,
            help:
                "Navigation container on iOS, iPadOS, tvOS and visionOS (automatic: NavigationStack from 16)."
        ),
        FieldSpec(
            path: ToolbarField.backgroundColor.path, type: .color, swiftUI: .toolbarBackgroundStyle,
            introduced: .iOS16,
            help: "Background colour of the bar that shows the toolbar."),
        FieldSpec(
            path: ToolbarField.backgroundVisibility.path, type: .choice(ChoiceSet(BarVisibility.self)),
            swiftUI: .toolbarBackgroundVisibility, introduced: .iOS16,
            help: "Whether the bar's background is shown."),
        FieldSpec(
            path: ToolbarField.titleDisplayMode.path, type: .choice(ChoiceSet(ToolbarTitleDisplayMode.self)),
            swiftUI: .toolbarTitleDisplayMode, introduced: .iOS14,
            help: "How the title is displayed (not on macOS; large not on tvOS)."),
    ]

    /// Theme keys: members and deployment target.
    static let theme: [FieldSpec] = ThemeField.allCases.map {
        FieldSpec(path: $0.rawValue, type: $0.type, help: $0.help, acceptsDefault: false)
    }
}
