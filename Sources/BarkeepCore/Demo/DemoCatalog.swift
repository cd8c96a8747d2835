/// The setups of the five source articles as a ready-made catalog, for `barkeep demo`.
package enum DemoCatalog {
    /// One entity of the demo, as the CLI would create it.
    package struct Item: Sendable {
        /// The entity's kind.
        package let kind: EntityKind
        /// Its name.
        package let name: String
        /// The bar kind, for appearances.
        package let bar: BarKind?
        /// Its `path=value` assignments (including `parent=` and `description=`).
        package let assignments: [String]
    }

    /// Every demo entity, parents and referenced entities first.
    package static let items: [Item] = [
        Item(
            kind: .palette, name: "paper", bar: nil,
            assignments: [
                "light=#FFFFFF", "dark=#1C1C1E",
                "description=Bar background: white, as in the iOS 15 article.",
            ]),
        Item(
            kind: .palette, name: "ink", bar: nil,
            assignments: [
                "light=#1C1C1E", "dark=#FFFFFF", "description=Body text on paper.",
            ]),
        Item(
            kind: .palette, name: "signal-red", bar: nil,
            assignments: [
                "light=#C62828", "dark=#FF6B6B", "lightHighContrast=#8E0000", "darkHighContrast=#FF9A9A",
                "description=The red title colour of the iOS 15 article, darkened to pass contrast on white.",
            ]),
        Item(
            kind: .palette, name: "brand", bar: nil,
            assignments: [
                "light={signal-red}", "description=The brand colour: an alias, so a rebrand is one change.",
            ]),
        Item(
            kind: .palette, name: "hairline", bar: nil,
            assignments: [
                "light=system:separator", "description=The bar's bottom hairline.",
            ]),
        Item(
            kind: .palette, name: "teal-bar", bar: nil,
            assignments: [
                "light=#00695C", "dark=#004D40",
                "description=Background of the tall 70 pt bar (article 000).",
            ]),
        Item(
            kind: .appearance, name: "base", bar: .navigation,
            assignments: [
                "description=Opaque white bar with a brand title; both standard and scroll edge set (iOS 15 article).",
                "standard.background=opaque", "standard.backgroundColor={paper}",
                "standard.shadowColor={hairline}",
                "standard.title.color={brand}", "standard.title.weight=semibold",
                "standard.largeTitle.color={brand}",
                "scrollEdge.background=opaque", "scrollEdge.backgroundColor={paper}",
                "scrollEdge.shadowColor=clear",
                "bar.tintColor={brand}",
            ]),
        Item(
            kind: .appearance, name: "tall-teal", bar: .navigation,
            assignments: [
                "parent=base", "description=The 70 pt bar of article 000: bold 16 pt white title on teal.",
                "standard.backgroundColor={teal-bar}", "standard.title.color=system:white",
                "standard.title.size=16",
                "standard.title.weight=bold", "standard.button.color=system:white",
                "bar.tintColor=system:white",
            ]),
        Item(
            kind: .appearance, name: "large-titles", bar: .navigation,
            assignments: [
                "parent=base",
                "description=Large titles; the scroll edge is left to UIKit (transparent) on purpose.",
                "bar.prefersLargeTitles=true", "scrollEdge=default",
            ]),
        Item(
            kind: .appearance, name: "classic", bar: .navigation,
            assignments: [
                "description=An app from the iOS 10 days: bar tint colours, written with the legacy bar API "
                    + "below iOS 13 and as an appearance above.",
                "standard.background=opaque", "standard.backgroundColor={teal-bar}",
                "standard.title.color=system:white", "standard.button.color=system:white",
                "bar.barTintColor={teal-bar}", "bar.tintColor=system:white", "bar.isTranslucent=false",
            ]),
        Item(
            kind: .appearance, name: "tabs", bar: .tab,
            assignments: [
                "description=The iOS 15 tab bar: white in both standard and scroll-edge appearances.",
                "standard.background=opaque", "standard.backgroundColor={paper}",
                "standard.item.selected.iconColor={brand}", "standard.item.selected.title.color={brand}",
                "scrollEdge.background=opaque", "scrollEdge.backgroundColor={paper}",
            ]),
        Item(
            kind: .appearance, name: "tools", bar: .toolbar,
            assignments: [
                "description=Opaque toolbar matching the navigation bar.", "standard.background=opaque",
                "standard.backgroundColor={paper}", "standard.button.color={brand}",
            ]),
        Item(
            kind: .layout, name: "spacer-70", bar: nil,
            assignments: [
                "description=Article 000: 70 pt bar, title and buttons pushed 25 pt down by spacer stacks.",
                "barHeight=70", "baseHeight=44", "strategy=spacerStack", "alignment=top", "titleOffset=25",
                "buttonOffset=25", "buttonKind=image", "extendSafeArea=true",
            ]),
        Item(
            kind: .layout, name: "bottom-100", bar: nil,
            assignments: [
                "description=Article 001: 100 pt bar, content view moved to the bottom in layoutSubviews.",
                "barHeight=100", "baseHeight=44", "strategy=contentViewLayout", "alignment=bottom",
                "extendSafeArea=true",
            ]),
        Item(
            kind: .layout, name: "legacy-ios10", bar: nil,
            assignments: [
                "parent=bottom-100",
                "description=Article 004: iOS 10 position adjustment (image buttons only), sizeToFit on appear.",
                "strategy=positionAdjustment", "alignment=center", "titleOffset=-20", "buttonOffset=-20",
                "buttonKind=image", "resizeOnAppear=true",
            ]),
        Item(
            kind: .layout, name: "ios10-and-11", bar: nil,
            assignments: [
                "description=Article 004 as one preset: the content view centred in layoutSubviews from iOS 11, "
                    + "the legacy position adjustment below it, the safe area extended, sizeToFit on appear.",
                "barHeight=100", "baseHeight=44", "strategy=contentViewLayout", "alignment=center",
                "extendSafeArea=true", "resizeOnAppear=true", "buttonKind=image", "fallback=legacy-ios10",
                "fallbackBelow=11.0",
            ]),
        Item(
            kind: .sheet, name: "half", bar: nil,
            assignments: [
                "description=Article 003: medium/large sheet with grabber and 16 pt corners.",
                "detents=medium,large", "selected=medium", "largestUndimmed=medium", "grabber=true",
                "cornerRadius=16", "scrollingExpandsWhenScrolledToEdge=true",
                "edgeAttachedInCompactHeight=true",
                "widthFollowsPreferredContentSize=true",
            ]),
        Item(
            kind: .sheet, name: "peek", bar: nil,
            assignments: [
                "parent=half", "description=The custom detent the article wished for (iOS 16).",
                "detents=compact:height(320),medium,large", "selected=compact",
            ]),
        Item(
            kind: .toolbar, name: "add-item", bar: nil,
            assignments: [
                "description=Article 002: Cancel/Add toolbar that shows on every platform.", "title=New Item",
                "platforms=iOS,iPadOS,macOS,tvOS,watchOS",
                "items=cancellationAction:Cancel,primaryAction:Add:plus",
            ]),
        Item(
            kind: .theme, name: "articles", bar: nil,
            assignments: [
                "description=Everything the articles set up, for iOS 15.", "navigation=base", "tab=tabs",
                "toolbar=tools", "layout=spacer-70", "sheets=half", "toolbars=add-item",
                "deploymentTarget=15.0",
            ]),
        Item(
            kind: .theme, name: "classic-ios10", bar: nil,
            assignments: [
                "description=Article 004's app: iOS 10 and 11 at once, legacy colours, one layout preset.",
                "navigation=classic", "layout=ios10-and-11", "deploymentTarget=10.0",
            ]),
        Item(
            kind: .theme, name: "articles-ios16", bar: nil,
            assignments: [
                "parent=articles", "description=The same for iOS 16, with the custom sheet detent.",
                "navigation=tall-teal", "sheets=half,peek", "deploymentTarget=16.0",
            ]),
    ]

    /// Creates every demo entity in `session`; fails if any already exists.
    package static func install(in session: MutationSession) throws {
        for item in items {
            let entity = try EntityEditor.applying(
                item.assignments, to: Entity(kind: item.kind, name: item.name, bar: item.bar))
            try session.create(entity)
        }
    }
}
