package import BarkeepCore

/// A resolved entity as JSON: what `resolve --json` prints and what `export --format json` lists.
///
/// `kind`, `name`, `fields` (each field's `value` as written; colours also in sRGB hex for every
/// appearance and with their asset), and when they apply `bar`, `parent`, `description`, the derived
/// `layout` geometry, a theme's `deploymentTarget` and `members`; with `explain`, each field's `from`
/// and the history `change` that last set it.
package enum ResolvedDocument {
    /// Appends the document of `entity` at `level`, laid out as ``CanonicalJSON`` lays out a value:
    /// `includeDefaults` adds the fields left to UIKit, `explain` each field's provenance. Members are
    /// written in their sorted order as they are read from `entity`, so a whole catalog is written
    /// without a tree per entity.
    package static func append(
        _ entity: ResolvedEntity, includeDefaults: Bool, explain: Bool, to output: inout JSONText,
        pretty: Bool,
        level: Int
    ) {
        var writer = CanonicalObjectWriter(pretty: pretty, level: level)
        output.append(literal: "{")
        // Members in sorted order: bar, deploymentTarget, description, fields, kind, layout, members,
        // name, parent.
        if let bar = entity.bar { writer.member("bar", string: bar.rawValue, to: &output) }
        let theme = entity.theme
        if let theme {
            writer.member("deploymentTarget", string: theme.deploymentTarget.description, to: &output)
        }
        if let description = entity.description {
            writer.member("description", string: description, to: &output)
        }
        writer.key(literal: "fields", to: &output)
        var fields = includeDefaults ? entity.fields : entity.setFields
        if includeDefaults { fields.sort { $0.path < $1.path } }
        appendFields(fields, explain: explain, to: &output, pretty: pretty, level: level + 1)
        writer.member("kind", string: entity.kind.rawValue, to: &output)
        if let geometry = entity.layout { writer.member("layout", layout(geometry), to: &output) }
        if let theme { writer.member("members", members(theme), to: &output) }
        writer.member("name", string: entity.name, to: &output)
        if let parent = entity.parent { writer.member("parent", string: parent, to: &output) }
        output.newline(pretty: pretty, level: level)
        output.append(literal: "}")
    }

    /// Appends the `fields` object of `fields`, sorted by path, at `level`.
    private static func appendFields(
        _ fields: [ResolvedField], explain: Bool, to output: inout JSONText, pretty: Bool, level: Int
    ) {
        guard !fields.isEmpty else {
            output.append(literal: "{}")
            return
        }
        var writer = CanonicalObjectWriter(pretty: pretty, level: level)
        output.append(literal: "{")
        // Through the array's buffer: with an array subscript the optimizer copied each field out and
        // released the copy (about 55 M instructions of a 10k export).
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                writer.key(fields[index].spec.path, to: &output)
                // The value, and the provenance only when it is written: a copy of the whole field
                // (which the optimizer made otherwise) retains and releases all its strings.
                appendField(
                    fields[index].value, provenance: explain ? fields[index].provenance : nil, to: &output,
                    pretty: pretty, level: level + 1)
            }
        }
        output.newline(pretty: pretty, level: level)
        output.append(literal: "}")
    }

    /// Appends one field: its `value` (a colour's canonical text, with its sRGB value in each appearance
    /// and its asset; a colour that is only an asset name has null values and `"assetOnly": true`), and
    /// `provenance` when explained. Members in sorted order: asset, assetOnly, change, dark,
    /// darkHighContrast, from, light, lightHighContrast, value.
    private static func appendField(
        _ value: ResolvedValue, provenance: Provenance?, to output: inout JSONText, pretty: Bool, level: Int
    ) {
        var writer = CanonicalObjectWriter(pretty: pretty, level: level)
        output.append(literal: "{")
        if case .color(let color) = value {
            if let asset = color.asset { writer.member("asset", string: asset, to: &output) }
            if color.isAssetOnly { writer.member("assetOnly", .bool(true), to: &output) }
            if let change = provenance?.changeID { writer.member("change", .integer(change), to: &output) }
            let adaptive = color.color  // read once for the four appearances
            appendHex(adaptive, .dark, as: "dark", to: &output, writer: &writer)
            appendHex(adaptive, .darkHighContrast, as: "darkHighContrast", to: &output, writer: &writer)
            if let provenance { writer.member("from", string: provenance.description, to: &output) }
            appendHex(adaptive, .light, as: "light", to: &output, writer: &writer)
            appendHex(adaptive, .lightHighContrast, as: "lightHighContrast", to: &output, writer: &writer)
            writer.member("value", color: color.source, to: &output)
        } else {
            if let change = provenance?.changeID { writer.member("change", .integer(change), to: &output) }
            if let provenance { writer.member("from", string: provenance.description, to: &output) }
            writer.member("value", string: value.description, to: &output)
        }
        output.newline(pretty: pretty, level: level)
        output.append(literal: "}")
    }

    /// Appends a colour's value in `appearance` as hex text under `key`, or null for a colour that is
    /// only an asset name (`color` nil).
    private static func appendHex(
        _ color: AdaptiveColor?, _ appearance: ColorAppearance, as key: StaticString,
        to output: inout JSONText,
        writer: inout CanonicalObjectWriter
    ) {
        if let adaptive = color {
            writer.member(key, hex: adaptive.value(for: appearance), to: &output)
        } else {
            writer.member(key, .null, to: &output)
        }
    }

    /// A layout preset's derived geometry.
    private static func layout(_ geometry: LayoutGeometry) -> JSONValue {
        var origins: [String: JSONValue] = [:]
        for alignment in LayoutAlignment.allCases {
            origins[alignment.rawValue] = .number(geometry.contentOriginY(for: alignment))
        }
        return .object([
            LayoutParameter.barHeight.path: .number(geometry.barHeight),
            LayoutParameter.baseHeight.path: .number(geometry.baseHeight),
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
