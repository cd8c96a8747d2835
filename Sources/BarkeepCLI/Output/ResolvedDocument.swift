import BarkeepCore

/// A resolved entity as JSON for `resolve --json`: every field's value (colours in sRGB for each
/// appearance), derived layout values, theme members, and with `--explain` where each value came from.
struct ResolvedDocument: Encodable {
    /// One resolved field.
    struct Field: Encodable {
        /// The value as written (`default` for UIKit's default).
        let value: String
        /// Colours: sRGB hex per appearance.
        let light: String?
        let dark: String?
        let lightHighContrast: String?
        let darkHighContrast: String?
        /// Colours: the asset-catalog name, if the palette colour has one.
        let asset: String?
        /// With `--explain`: where the value came from.
        let from: String?
        /// With `--explain`: the history change that last set it.
        let change: Int64?
    }

    /// Derived navigation-bar geometry of a layout preset.
    struct Layout: Encodable {
        let barHeight: Double
        let baseHeight: Double
        let safeAreaDelta: Double
        let contentOriginY: [String: Double]
        let titleSpacerHeight: Double
        let buttonSpacerHeight: Double
    }

    let kind: EntityKind
    let name: String
    let bar: BarKind?
    let parent: String?
    let description: String?
    let fields: [String: Field]
    let layout: Layout?
    let deploymentTarget: String?
    let members: [String: [String]]?

    /// The document of `entity`; `includeDefaults` adds fields left to UIKit, `explain` adds provenance.
    init(_ entity: ResolvedEntity, includeDefaults: Bool, explain: Bool) {
        kind = entity.kind
        name = entity.name
        bar = entity.bar
        parent = entity.parent
        description = entity.description
        var fields: [String: Field] = [:]
        for field in includeDefaults ? entity.fields : entity.setFields {
            let color = field.value.color
            fields[field.path] = Field(
                value: color?.source.canonicalText ?? field.value.description,
                light: color?.color.light.hexString, dark: color?.color.dark.hexString,
                lightHighContrast: color?.color.lightHighContrast.hexString,
                darkHighContrast: color?.color.darkHighContrast.hexString, asset: color?.asset,
                from: explain ? field.provenance.description : nil,
                change: explain ? field.provenance.changeID : nil)
        }
        self.fields = fields
        layout = entity.layout.map { geometry in
            Layout(
                barHeight: geometry.barHeight, baseHeight: geometry.baseHeight,
                safeAreaDelta: geometry.safeAreaDelta,
                contentOriginY: Dictionary(
                    uniqueKeysWithValues: LayoutAlignment.allCases.map {
                        ($0.rawValue, geometry.contentOriginY(for: $0))
                    }),
                titleSpacerHeight: geometry.titleSpacerHeight, buttonSpacerHeight: geometry.buttonSpacerHeight
            )
        }
        deploymentTarget = entity.theme?.deploymentTarget.description
        members = entity.theme.map { theme in
            var members: [String: [String]] = [:]
            for bar in BarKind.allCases {
                if let appearance = theme.appearance(for: bar) {
                    members[ThemeField.appearance(for: bar).rawValue] = [appearance.name]
                }
            }
            if let layout = theme.layout { members[ThemeField.layout.rawValue] = [layout.name] }
            members[ThemeField.sheets.rawValue] = theme.sheets.map(\.name)
            members[ThemeField.toolbars.rawValue] = theme.toolbars.map(\.name)
            return members
        }
    }
}
