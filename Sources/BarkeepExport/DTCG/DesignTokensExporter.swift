internal import BarkeepCore

/// `export --format dtcg`: W3C Design Tokens (Format Module 2025.10).
///
/// - Palette colours are `color` tokens under `color`, in the object form (`colorSpace`, `components`,
///   `alpha`, `hex`); a reference is an alias (`{color.signal-red}`). The light value is `$value`; the
///   dark and high-contrast values the colour sets are in `$extensions."com.barkeep".modes` (in the same
///   forms), its asset name in `…asset`, and a `system:` or `clear` source in `…source`.
/// - Text attributes of appearances are `typography` composites, one per text-attribute set, under
///   `typography.<appearance>.<variant>.<text>` (`standard.title`); numbers of layouts and sheets are
///   `dimension` tokens under `dimension.<kind>.<name>`. Both carry, in `$extensions."com.barkeep"`,
///   the entity and the fields the token stands for, so an import puts them back.
///
/// - A palette colour with no values — one that names only an asset, or refers to such a colour — cannot
///   be a `color` token (a DTCG colour needs components). It is left out of `color` and written instead
///   in the document's own `$extensions."com.barkeep".assetColors`, by name, with the fields it sets as
///   text (and its description), so an import puts it back.
///
/// A name with dots nests groups (`brand.primary` → `color.brand.primary`); every segment is kept, an
/// empty one too (`brand.` → `color.brand.""`), so two names never share a path. A palette name that is
/// also a group (`brand` beside `brand.primary`) is the group's `$root` token, as its aliases say; so is
/// a typography or dimension token with tokens below it (``TokenDocumentWriter``).
///
/// The document is written as it is made: palette colours, then each layout, sheet and appearance
/// resolved when its tokens' turn comes, in the order of the names' segments (``TokenMerge``), so a
/// whole catalog is never held resolved at once.
struct DesignTokensExporter: ExportFormatWriter {
    /// The palette colours.
    let palette: ResolvedEntities
    /// The appearances.
    let appearances: ResolvedEntities
    /// The layouts.
    let layouts: ResolvedEntities
    /// The sheets.
    let sheets: ResolvedEntities

    /// The document of every entity of `resolver`'s snapshot, each resolved when it is written.
    init(resolver: Resolver) {
        palette = resolver.entities(of: .palette)
        appearances = resolver.entities(of: .appearance)
        layouts = resolver.entities(of: .layout)
        sheets = resolver.entities(of: .sheet)
    }

    /// The document of the entities `request` exports, each resolved when its tokens are written.
    static func stream(_ request: ExportRequest) throws -> ExportStream {
        let resolver = Resolver(snapshot: request.exported)
        if request.checkingFirst { try resolver.entities().validate() }
        return ExportStream(name: request.fileName, bytes: DesignTokensExporter(resolver: resolver).write)
    }

    /// How many bytes are written before they are handed over.
    private static let flushSize = 1 << 16

    /// Hands the document's UTF-8 bytes to `sink` in pieces, ending with a newline; throws the first
    /// resolution error, or what `sink` throws.
    func write(to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        var writer = TokenDocumentWriter(groupTypes: [
            "color": "color", "dimension": "dimension", "typography": "typography",
        ])
        let paletteNames = palette.names
        let prefixes = Set(paletteNames.flatMap(Self.groupPrefixes))
        // A colour with no values is kept in the document's own extension, by name (the names are in
        // order); the `color` group follows it (sorted keys) and leaves it out.
        var assetOnly = Set<String>()
        for (_, resolved) in palette {
            let entity = try resolved.get()
            guard entity.color?.isAssetOnly == true else { continue }
            assetOnly.insert(entity.name)
            var entry: [String: JSONValue] = [
                "fields": .object(
                    Dictionary(
                        uniqueKeysWithValues: Self.ownFields(
                            entity, entity.catalogue.specs.compactMap { entity.field($0.path) }
                        ).map { ($0.path, JSONValue.string($0.text)) }))
            ]
            entry["$description"] = .optional(entity.description)
            writer.add(.json(.object(entry)), at: ["$extensions", "com.barkeep", "assetColors", entity.name])
        }
        try writeTokens(of: palette, names: paletteNames, below: ["color"], into: &writer, sink: sink) {
            entity in
            guard !assetOnly.contains(entity.name) else { return [] }
            let path = prefixes.contains(entity.name) ? ["$root"] : []
            return [DesignToken(path: path, value: .json(paletteToken(entity, prefixes: prefixes)))]
        }
        try writeTokens(of: layouts, below: ["dimension", "layout"], into: &writer, sink: sink) {
            dimensionTokens($0)
        }
        try writeTokens(of: sheets, below: ["dimension", "sheet"], into: &writer, sink: sink) {
            dimensionTokens($0)
        }
        try writeTokens(of: appearances, below: ["typography"], into: &writer, sink: sink) {
            typographyTokens($0)
        }
        writer.finish()
        try writer.flush(to: sink)
    }

    /// Writes the tokens `tokens` makes of each of `entities` (paths below the entity's own) at `base`
    /// followed by the entity's name segments, resolving the entities in path order, handing the text to
    /// `sink` as it grows.
    private func writeTokens(
        of entities: ResolvedEntities, names: [String]? = nil, below base: [String],
        into writer: inout TokenDocumentWriter, sink: (UnsafeRawBufferPointer) throws -> Void,
        tokens: (ResolvedEntity) throws -> [DesignToken]
    ) throws {
        let paths = (names ?? entities.names).map { base + Self.segments($0) }
        let order = paths.indices.sorted(by: { TokenMerge.precedes(paths[$0], paths[$1]) })
        var merge = TokenMerge()
        for (index, (_, resolved)) in zip(order, entities.reordered(order)) {
            merge.take(before: paths[index]) { writer.add($0.value, at: $0.path) }
            let made = try tokens(try resolved.get()).map {
                DesignToken(path: paths[index] + $0.path, value: $0.value)
            }
            merge.add(made.sorted { TokenMerge.precedes($0.path, $1.path) })
            if writer.pendingByteCount >= Self.flushSize { try writer.flush(to: sink) }
        }
        merge.take(before: nil) { writer.add($0.value, at: $0.path) }
    }

    /// The token of one palette colour.
    private func paletteToken(_ entity: ResolvedEntity, prefixes: Set<String>) -> JSONValue {
        var token: [String: JSONValue] = [:]
        var modes: [String: JSONValue] = [:]
        var sources: [String: JSONValue] = [:]
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
        if let asset = entity.field(PaletteField.asset.path)?.value.fieldValue?.canonicalText {
            barkeep["asset"] = .string(asset)
        }
        if !barkeep.isEmpty { token["$extensions"] = .object(["com.barkeep": .object(barkeep)]) }
        return .object(token)
    }

    /// The `dimension` tokens of a layout or sheet, by field path: one per length it resolves to.
    private func dimensionTokens(_ entity: ResolvedEntity) -> [DesignToken] {
        entity.catalogue.specs.compactMap { spec in
            guard Self.isDimension(spec), let field = entity.field(spec.path), let number = field.value.number
            else { return nil }
            let source = Self.source(entity, fields: Self.ownFields(entity, [field]))
            return DesignToken(path: [spec.path], value: .dimension(points: number, source: source))
        }
    }

    /// The typography composites of an appearance, by path below the appearance's group
    /// (`standard.title`): one for every text-attribute set it sets anything of but the colour. The
    /// token's extension carries every such field the appearance sets itself (the font, kern, baseline
    /// offset and shadow), so an import puts them back.
    private func typographyTokens(_ appearance: ResolvedEntity) -> [DesignToken] {
        var sets: [Substring: [ResolvedField]] = [:]
        for field in appearance.setFields
        where field.provenance.backButtonDefaultFrom == nil && field.provenance.followsFrom == nil {
            guard case .textAttribute(_, let attribute)? = field.spec.uikitTarget,
                attribute != .foregroundColor
            else { continue }
            sets[field.path.dropLast(attribute.pathKey.count + 1), default: []].append(field)
        }
        return sets.map { prefix, fields in
            var family: JSONValue = .string("system-ui")
            var size = 17.0
            if case .textAttribute(let set, _)? = fields.first?.spec.uikitTarget {
                size = set.defaultPointSize
            }
            var weight = 400.0
            var kern = 0.0
            for field in fields {
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
            let source = Self.source(appearance, fields: Self.ownFields(appearance, fields))
            return DesignToken(
                path: Self.segments(String(prefix)),
                value: .typography(family: family, size: size, weight: weight, kern: kern, source: source))
        }
    }

    /// The canonical text of those of `fields` that `entity` sets itself (not inherited), sorted by path.
    private static func ownFields(_ entity: ResolvedEntity, _ fields: [ResolvedField]) -> [(
        path: String, text: String
    )] {
        var result: [(path: String, text: String)] = []
        for field in fields {
            guard let source = field.provenance.source, source.kind == entity.kind,
                source.entity == entity.name, source.path == field.path
            else { continue }
            switch field.value {
            case .value(let value): result.append((field.path, value.canonicalText))
            case .uikitDefault: result.append((field.path, "default"))
            case .color(let color): result.append((field.path, color.source.canonicalText))
            }
        }
        return result.count > 1 ? result.sorted { $0.path < $1.path } : result
    }

    /// The entity and the fields a token stands for, for its `$extensions."com.barkeep"`; nil without
    /// fields.
    private static func source(_ entity: ResolvedEntity, fields: [(path: String, text: String)])
        -> TokenSource?
    {
        fields.isEmpty
            ? nil : TokenSource(kind: entity.kind, name: entity.name, bar: entity.bar, fields: fields)
    }

    /// Whether a layout or sheet row is a length in points.
    private static func isDimension(_ spec: FieldSpec) -> Bool {
        spec.type.unit == .points
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

    /// A name's dot-separated segments, empty ones included, so that joining them gives the name back.
    static func segments(_ name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
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
