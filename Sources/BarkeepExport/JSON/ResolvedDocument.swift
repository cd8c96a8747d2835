public import BarkeepCore

/// A resolved entity as JSON: what `resolve --json` prints and what `export --format json` lists.
///
/// `kind`, `name`, `fields` (each field's `value` as written; colours also in sRGB hex for every
/// appearance and with their asset), and when they apply `bar`, `parent`, `description`, the derived
/// `layout` geometry, a theme's `deploymentTarget` and `members`; with `explain`, each field's `from`
/// and the history `change` that last set it.
public enum ResolvedDocument {
    /// The document of `entity`; `includeDefaults` adds fields left to UIKit, `explain` adds provenance.
    public static func json(_ entity: ResolvedEntity, includeDefaults: Bool, explain: Bool) -> JSONValue {
        var document: [String: JSONValue] = [
            "kind": .string(entity.kind.rawValue), "name": .string(entity.name),
        ]
        document["bar"] = .optional(entity.bar?.rawValue)
        document["parent"] = .optional(entity.parent)
        document["description"] = .optional(entity.description)
        var fields: [String: JSONValue] = [:]
        for field in includeDefaults ? entity.fields : entity.setFields {
            fields[field.path] = self.field(field, explain: explain)
        }
        document["fields"] = .object(fields)
        if let geometry = entity.layout { document["layout"] = layout(geometry) }
        if let theme = entity.theme {
            document["deploymentTarget"] = .string(theme.deploymentTarget.description)
            document["members"] = members(theme)
        }
        return .object(document)
    }

    /// One field: its value, a colour's sRGB values and asset, and with `explain` its provenance. A colour
    /// that is only an asset name has null values and `"assetOnly": true`.
    private static func field(_ field: ResolvedField, explain: Bool) -> JSONValue {
        var members: [String: JSONValue] = [:]
        if let color = field.value.color {
            members["value"] = .string(color.source.canonicalText)
            for appearance in ColorAppearance.allCases {
                members[appearance.rawValue] =
                    color.color.map { .string($0.value(for: appearance).hexString) } ?? .null
            }
            if color.isAssetOnly { members["assetOnly"] = .bool(true) }
            members["asset"] = .optional(color.asset)
        } else {
            members["value"] = .string(field.value.description)
        }
        if explain {
            members["from"] = .string(field.provenance.description)
            members["change"] = field.provenance.changeID.map(JSONValue.integer)
        }
        return .object(members)
    }

    /// A layout preset's derived geometry.
    private static func layout(_ geometry: LayoutGeometry) -> JSONValue {
        var origins: [String: JSONValue] = [:]
        for alignment in LayoutAlignment.allCases {
            origins[alignment.rawValue] = .number(geometry.contentOriginY(for: alignment))
        }
        return .object([
            "barHeight": .number(geometry.barHeight), "baseHeight": .number(geometry.baseHeight),
            "safeAreaDelta": .number(geometry.safeAreaDelta), "contentOriginY": .object(origins),
            "titleSpacerHeight": .number(geometry.titleSpacerHeight),
            "buttonSpacerHeight": .number(geometry.buttonSpacerHeight),
        ])
    }

    /// A theme's members by role: one appearance per bar kind, the layout, sheets and toolbars.
    private static func members(_ theme: ResolvedTheme) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for bar in BarKind.allCases {
            if let appearance = theme.appearance(for: bar) {
                members[ThemeField.appearance(for: bar).rawValue] = .array([.string(appearance.name)])
            }
        }
        if let layout = theme.layout { members[ThemeField.layout.rawValue] = .array([.string(layout.name)]) }
        members[ThemeField.sheets.rawValue] = .array(theme.sheets.map { .string($0.name) })
        members[ThemeField.toolbars.rawValue] = .array(theme.toolbars.map { .string($0.name) })
        return .object(members)
    }
}
