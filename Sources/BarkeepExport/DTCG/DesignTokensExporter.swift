import BarkeepCore

/// `export --format dtcg`: W3C Design Tokens (Format Module 2025.10).
///
/// - Palette colours are `color` tokens under `color`, in the object form (`colorSpace`, `components`,
///   `alpha`, `hex`); a reference is an alias (`{color.signal-red}`). The light value is `$value`; the
///   dark and high-contrast values the colour sets are in `$extensions."com.barkeep".modes` (in the same
///   forms), its asset name in `…asset`, and a `system:` or `clear` source in `…source`.
/// - Text attributes of appearances are `typography` composites under
///   `typography.<appearance>.<variant>.<text>`; numbers of layouts and sheets are `dimension` tokens
///   under `dimension.<kind>.<name>`. Both carry, in `$extensions."com.barkeep"`, the entity and the
///   fields the token stands for, so an import puts them back.
///
/// - A palette colour with no values — one that names only an asset, or refers to such a colour — cannot
///   be a `color` token (a DTCG colour needs components). It is left out of `color` and written instead
///   in the document's own `$extensions."com.barkeep".assetColors`, by name, with the fields it sets as
///   text (and its description), so an import puts it back.
///
/// A palette name with dots nests groups (`brand.primary` → `color.brand.primary`); a name that is also
/// a group (`brand` beside `brand.primary`) is the group's `$root` token.
struct DesignTokensExporter {
    /// The catalog.
    let catalog: ResolvedCatalog

    /// The document's text, ending with a newline.
    func text() throws(ExportError) -> String {
        var root: [String: JSONValue] = [:]
        var colors = TokenTree(type: "color")
        let prefixes = Set(catalog.palette.flatMap { Self.groupPrefixes(of: $0.name) })
        var assetColors: [String: JSONValue] = [:]
        for entity in catalog.palette {
            if entity.color?.isAssetOnly == true {
                var entry: [String: JSONValue] = [
                    "fields": .object(
                        ownFields(entity, entity.catalogue.specs.map(\.path)).mapValues(JSONValue.string))
                ]
                entry["$description"] = .optional(entity.description)
                assetColors[entity.name] = .object(entry)
                continue
            }
            colors.insert(paletteToken(entity), at: Self.tokenPath(entity.name, prefixes: prefixes))
        }
        if !colors.isEmpty { root["color"] = colors.value }
        if !assetColors.isEmpty {
            root["$extensions"] = .object(["com.barkeep": .object(["assetColors": .object(assetColors)])])
        }
        var typography = TokenTree(type: "typography")
        for appearance in catalog.appearances {
            for (variantPath, token) in typographyTokens(appearance) {
                typography.insert(token, at: Self.segments(appearance.name) + variantPath)
            }
        }
        if !typography.isEmpty { root["typography"] = typography.value }
        var dimensions = TokenTree(type: "dimension")
        for entity in catalog.layouts + catalog.sheets {
            for spec in entity.catalogue.specs where Self.isDimension(spec) {
                guard let field = entity.field(spec.path), let number = field.value.number else { continue }
                var token: [String: JSONValue] = ["$value": Self.dimension(number)]
                token["$extensions"] = Self.extensions(entity, fields: ownFields(entity, [spec.path]))
                dimensions.insert(
                    .object(token), at: [entity.kind.rawValue] + Self.segments(entity.name) + [spec.path])
            }
        }
        if !dimensions.isEmpty { root["dimension"] = dimensions.value }
        return CanonicalJSON.text(.object(root), pretty: true) + "\n"
    }

    /// The token of one palette colour.
    private func paletteToken(_ entity: ResolvedEntity) -> JSONValue {
        var token: [String: JSONValue] = [:]
        var modes: [String: JSONValue] = [:]
        var sources: [String: JSONValue] = [:]
        let prefixes = Set(catalog.palette.flatMap { Self.groupPrefixes(of: $0.name) })
        for field in entity.setFields {
            guard let color = field.value.color, field.provenance.fallback.isEmpty,
                field.provenance.source?.path == field.path
            else { continue }
            let value: JSONValue
            if let name = color.paletteName {
                value = .string(
                    "{" + (["color"] + Self.tokenPath(name, prefixes: prefixes)).joined(separator: ".") + "}")
            } else {
                guard let values = color.color else { continue }
                value = Self.colorObject(values.light)
                if case .rgba = color.source {
                } else {
                    sources[field.path] = .string(color.source.canonicalText)
                }
            }
            if field.path == ColorAppearance.light.rawValue {
                token["$value"] = value
            } else {
                modes[field.path] = value
            }
        }
        token["$description"] = .optional(entity.description)
        var barkeep: [String: JSONValue] = [:]
        if !modes.isEmpty { barkeep["modes"] = .object(modes) }
        if !sources.isEmpty { barkeep["source"] = .object(sources) }
        if let asset = entity.field("asset")?.value.fieldValue?.canonicalText {
            barkeep["asset"] = .string(asset)
        }
        if !barkeep.isEmpty { token["$extensions"] = .object(["com.barkeep": .object(barkeep)]) }
        return .object(token)
    }

    /// The typography composites of an appearance, by path below the appearance's group
    /// (`standard.title`), for every text-attribute set with a font component or kern set.
    private func typographyTokens(_ appearance: ResolvedEntity) -> [([String], JSONValue)] {
        var groups: [String: [ResolvedField]] = [:]
        for field in appearance.setFields where field.provenance.backButtonDefaultFrom == nil {
            guard case .textAttribute(_, let attribute)? = field.spec.uikitTarget,
                attribute != .foregroundColor
            else { continue }
            let prefix = String(field.path.dropLast(field.path.split(separator: ".").last!.count + 1))
            groups[prefix, default: []].append(field)
        }
        return groups.keys.sorted().map { prefix in
            var family: JSONValue = .string("system-ui")
            var size = 17.0
            if case .textAttribute(let set, _)? = groups[prefix]!.first?.spec.uikitTarget {
                size = set.defaultPointSize
            }
            var weight = 400.0
            var kern = 0.0
            for field in groups[prefix]! {
                guard case .textAttribute(_, let attribute)? = field.spec.uikitTarget else { continue }
                switch (attribute, field.value.fieldValue) {
                case (.font(.face), .text(let text)?):
                    let faces = text.split(separator: ",").map { $0 == "system" ? "system-ui" : String($0) }
                    family = faces.count == 1 ? .string(faces[0]) : .array(faces.map(JSONValue.string))
                case (.font(.size), .number(let points)?): size = points
                case (.font(.weight), .choice(let word)?): weight = Self.numericWeight(word)
                case (.kern, .number(let points)?): kern = points
                default: break
                }
            }
            let value: JSONValue = .object([
                "fontFamily": family, "fontSize": Self.dimension(size), "fontWeight": .number(weight),
                "letterSpacing": Self.dimension(kern), "lineHeight": .number(1.2),
            ])
            let fields = ownFields(appearance, groups[prefix]!.map(\.path))
            var token: [String: JSONValue] = ["$value": value]
            token["$extensions"] = Self.extensions(appearance, fields: fields)
            return (prefix.split(separator: ".").map(String.init), .object(token))
        }
    }

    /// The canonical text of those of `paths` that `entity` sets itself (not inherited).
    private func ownFields(_ entity: ResolvedEntity, _ paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            guard let field = entity.field(path), let source = field.provenance.source,
                source.kind == entity.kind, source.entity == entity.name, source.path == path
            else { continue }
            switch field.value {
            case .value(let value): result[path] = value.canonicalText
            case .uikitDefault: result[path] = "default"
            case .color(let color): result[path] = color.source.canonicalText
            }
        }
        return result
    }

    /// `$extensions."com.barkeep"` naming the entity and the fields a token stands for; nil without fields.
    private static func extensions(_ entity: ResolvedEntity, fields: [String: String]) -> JSONValue? {
        guard !fields.isEmpty else { return nil }
        var barkeep: [String: JSONValue] = [
            "kind": .string(entity.kind.rawValue), "name": .string(entity.name),
            "fields": .object(fields.mapValues(JSONValue.string)),
        ]
        barkeep["bar"] = .optional(entity.bar?.rawValue)
        return .object(["com.barkeep": .object(barkeep)])
    }

    /// Whether a layout or sheet row is a length in points.
    private static func isDimension(_ spec: FieldSpec) -> Bool {
        guard case .number = spec.type else { return false }
        return ["barHeight", "baseHeight", "titleOffset", "buttonOffset", "cornerRadius"].contains(spec.path)
    }

    /// A DTCG dimension in `px` (one point is one CSS pixel).
    static func dimension(_ points: Double) -> JSONValue {
        .object(["value": .number(points), "unit": .string("px")])
    }

    /// A DTCG colour in the object form, sRGB.
    static func colorObject(_ color: RGBA) -> JSONValue {
        .object([
            "colorSpace": .string("srgb"),
            "components": .array([.number(color.red), .number(color.green), .number(color.blue)]),
            "alpha": .number(color.alpha), "hex": .string(String(color.hexString.lowercased().prefix(7))),
        ])
    }

    /// CSS's numeric weight of a `UIFont.Weight` name.
    static func numericWeight(_ word: String) -> Double {
        let weights = FontWeight.allCases.map(\.rawValue)
        return Double(((weights.firstIndex(of: word) ?? 3) + 1) * 100)
    }

    /// A name's dot-separated segments.
    static func segments(_ name: String) -> [String] {
        name.split(separator: ".").map(String.init)
    }

    /// Every proper prefix of a name's segments, joined: `a.b.c` → `a`, `a.b`.
    static func groupPrefixes(of name: String) -> [String] {
        let parts = segments(name)
        return (1..<max(parts.count, 1)).map { parts[..<$0].joined(separator: ".") }
    }

    /// The token path of palette `name` below `color`: its segments, plus `$root` when it is also a group.
    static func tokenPath(_ name: String, prefixes: Set<String>) -> [String] {
        segments(name) + (prefixes.contains(name) ? ["$root"] : [])
    }
}
