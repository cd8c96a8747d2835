import BarkeepCore

/// Reads a W3C Design Tokens file (2025.10, as Style Dictionary v4+ and Tokens Studio write it) into
/// import entries.
///
/// - Groups nest; a token's `$type` is its own or the nearest group's.
/// - `color` tokens become palette colours: the name is the token's path without a leading `color` or
///   `colors` group and without `$root` (`color.brand.primary` → `brand.primary`); a name Barkeep
///   cannot take is an error naming the token. `$value` may be a hex string, the object form or an
///   alias (`{color.brand}`, which becomes the palette reference `{brand}`); `$description` is kept;
///   Barkeep's own `$extensions."com.barkeep"` brings back dark and high-contrast values and the asset.
/// - The document's own `$extensions."com.barkeep".assetColors` brings back the palette colours that
///   have no values (only an asset name, or an alias of one), with the fields they set.
/// - Tokens carrying `$extensions."com.barkeep"` with an entity and fields (the typography and
///   dimension tokens Barkeep writes) set those fields of that entity.
/// - Other token types and other `$extensions` are skipped and listed in ``skipped``. Alias cycles and
///   dangling aliases are reported by the import's validation, naming the palette colour.
struct DesignTokensReader {
    /// The entries read.
    private(set) var entries: [ImportedEntity] = []
    /// What was skipped, one line each.
    private(set) var skipped: [String] = []
    /// Palette name by token path, to map aliases.
    private var paletteNames: [String: String] = [:]
    /// Colour tokens whose alias values wait for every name to be known.
    private var colorTokens: [(path: String, node: JSONNode)] = []

    /// Reads `text`.
    init(_ text: String) throws(ImportError) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ImportError(line: error.line, "not JSON: column \(error.column): \(error.problem)")
        }
        guard root.members != nil else {
            throw ImportError(
                line: root.line, "a design tokens file is a JSON object; found \(root.typeName)")
        }
        try walk(root, path: [], inheritedType: nil)
        var byEntity: [String: Int] = [:]
        for member in root["$extensions"]?["com.barkeep"]?["assetColors"]?.members ?? [] {
            try addAssetColor(name: member.key, node: member.value, byEntity: &byEntity)
        }
        for (path, node) in colorTokens {
            try addColor(path: path, node: node, byEntity: &byEntity)
        }
    }

    /// Visits a group's members.
    private mutating func walk(_ group: JSONNode, path: [String], inheritedType: String?) throws(ImportError)
    {
        let type = group["$type"]?.string ?? inheritedType
        for member in group.members ?? [] {
            let key = member.key
            let node = member.value
            if key.hasPrefix("$") {
                let ownKeys =
                    path.isEmpty && node["com.barkeep"]?["assetColors"] != nil ? ["com.barkeep"] : []
                if key == "$extensions",
                    let names = node.members?.map(\.key).filter({ !ownKeys.contains($0) }),
                    !names.isEmpty
                {
                    skipped.append(
                        "\(Self.display(path)): $extensions \(names.joined(separator: ", ")) (not modelled)")
                }
                if key != "$root" { continue }
            }
            guard node.members != nil else {
                throw ImportError(line: node.line, "\(Self.display(path + [key])) is not a token or a group")
            }
            if node["$value"] != nil {
                try token(node, path: path + [key], type: node["$type"]?.string ?? type)
            } else {
                try walk(node, path: path + [key], inheritedType: type)
            }
        }
    }

    /// Handles one token.
    private mutating func token(_ node: JSONNode, path: [String], type: String?) throws(ImportError) {
        let name = Self.display(path)
        let barkeep = node["$extensions"]?["com.barkeep"]
        if let others = node["$extensions"]?.members?.map(\.key).filter({ $0 != "com.barkeep" }),
            !others.isEmpty
        {
            skipped.append("\(name): $extensions \(others.joined(separator: ", ")) (not modelled)")
        }
        if type == "color" {
            let paletteName = try Self.paletteName(path, line: node.line)
            paletteNames[path.joined(separator: ".")] = paletteName
            colorTokens.append((path.joined(separator: "."), node))
            return
        }
        guard let barkeep, let kindText = barkeep["kind"]?.string, let kind = EntityKind(rawValue: kindText),
            let entityName = barkeep["name"]?.string, let fields = barkeep["fields"]?.members
        else {
            skipped.append("\(name): \(type.map { "$type \($0)" } ?? "no $type") (not modelled)")
            return
        }
        var entry = ImportedEntity(
            kind: kind, name: entityName, bar: barkeep["bar"]?.string.flatMap(BarKind.init(rawValue:)),
            line: node.line)
        entry.mergesFields = true
        for field in fields {
            guard let text = field.value.string else {
                throw ImportError(
                    line: field.value.line, "token \(name): field '\(field.key)' must be a string")
            }
            entry.fields[field.key] = text
            entry.fieldLines[field.key] = field.value.line
        }
        merge(entry)
    }

    /// Adds `entry`, merging it with an earlier entry of the same entity.
    private mutating func merge(_ entry: ImportedEntity) {
        if let index = entries.firstIndex(where: {
            $0.kind == entry.kind && $0.name == entry.name && $0.mergesFields
        }) {
            entries[index].fields.merge(entry.fields) { $1 }
            entries[index].fieldLines.merge(entry.fieldLines) { $1 }
        } else {
            entries.append(entry)
        }
    }

    /// Adds the palette colour of a colour token.
    private mutating func addColor(path: String, node: JSONNode, byEntity: inout [String: Int])
        throws(ImportError)
    {
        let name = paletteNames[path]!
        if let earlier = byEntity[name] {
            throw ImportError(
                line: node.line,
                "token \(path) and the token on line \(earlier) both map to palette colour '\(name)'")
        }
        byEntity[name] = node.line
        var entry = ImportedEntity(kind: .palette, name: name, line: node.line)
        entry.description = node["$description"]?.string
        let barkeep = node["$extensions"]?["com.barkeep"]
        entry.fields["light"] = try colorText(
            node["$value"]!, token: path, source: barkeep?["source"]?["light"])
        entry.fieldLines["light"] = node["$value"]!.line
        for mode in barkeep?["modes"]?.members ?? [] {
            guard ColorAppearance(rawValue: mode.key) != nil else {
                throw ImportError(
                    line: mode.value.line,
                    "token \(path): unknown mode '\(mode.key)'; expected dark, lightHighContrast or darkHighContrast"
                )
            }
            entry.fields[mode.key] = try colorText(
                mode.value, token: path, source: barkeep?["source"]?[mode.key])
            entry.fieldLines[mode.key] = mode.value.line
        }
        if let asset = barkeep?["asset"]?.string { entry.fields["asset"] = asset }
        entries.append(entry)
    }

    /// Adds a palette colour of the document's `assetColors`: the fields it sets, as text.
    private mutating func addAssetColor(name: String, node: JSONNode, byEntity: inout [String: Int])
        throws(ImportError)
    {
        guard let fields = node["fields"]?.members else {
            throw ImportError(line: node.line, "assetColors.\(name): expected an object with \"fields\"")
        }
        byEntity[name] = node.line
        var entry = ImportedEntity(kind: .palette, name: name, line: node.line)
        entry.description = node["$description"]?.string
        for field in fields {
            guard let text = field.value.string else {
                throw ImportError(
                    line: field.value.line, "assetColors.\(name): field '\(field.key)' must be a string")
            }
            entry.fields[field.key] = text
            entry.fieldLines[field.key] = field.value.line
        }
        entries.append(entry)
    }

    /// The colour text `set` takes for a token value: a hex string, the object form or an alias.
    private func colorText(_ value: JSONNode, token: String, source: JSONNode?) throws(ImportError) -> String
    {
        if let source = source?.string { return source }
        if let text = value.string {
            if text.hasPrefix("{"), text.hasSuffix("}") {
                let target = String(text.dropFirst().dropLast())
                guard let name = paletteNames[target] else {
                    throw ImportError(
                        line: value.line,
                        "token \(token): alias \(text) names no colour token (dangling alias)")
                }
                return "{\(name)}"
            }
            guard text.hasPrefix("#"), RGBA(hexDigits: text.dropFirst()) != nil else {
                throw ImportError(
                    line: value.line, "token \(token): '\(text)' is not a colour (#RRGGBB, #RRGGBBAA)")
            }
            return text.uppercased()
        }
        guard value.members != nil else {
            throw ImportError(
                line: value.line, "token \(token): a colour is a string or an object; found \(value.typeName)"
            )
        }
        let space = value["colorSpace"]?.string
        var hex: String?
        if space == "srgb", case .array(let parts)? = value["components"]?.content, parts.count == 3 {
            let numbers = parts.compactMap(\.number)
            if numbers.count == 3, numbers.allSatisfy({ (0...1).contains($0) }) {
                hex = "#" + numbers.map { Self.byte($0) }.joined()
            }
        }
        if hex == nil, let text = value["hex"]?.string, text.hasPrefix("#"), text.count == 7,
            RGBA(hexDigits: text.dropFirst()) != nil
        {
            hex = text.uppercased()
        }
        guard var result = hex else {
            throw ImportError(
                line: value.line,
                "token \(token): cannot read the colour; expected colorSpace srgb with three components in 0…1, "
                    + "or a #RRGGBB hex")
        }
        let alpha = value["alpha"]?.number ?? 1
        guard (0...1).contains(alpha) else {
            throw ImportError(line: value.line, "token \(token): alpha \(alpha) is outside 0…1")
        }
        if alpha < 1 { result += Self.byte(alpha) }
        return result.uppercased()
    }

    /// Two hexadecimal digits for a component in 0…1.
    private static func byte(_ component: Double) -> String {
        let value = Int((component * 255).rounded())
        let text = String(value, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }

    /// The palette name of a colour token path, or an error naming the token.
    private static func paletteName(_ path: [String], line: Int) throws(ImportError) -> String {
        var parts = path
        if let first = parts.first, first == "color" || first == "colors", parts.count > 1 {
            parts.removeFirst()
        }
        if parts.last == "$root" { parts.removeLast() }
        let name = parts.joined(separator: ".").lowercased()
        if let problem = EntityNameRule.problem(with: name) {
            throw ImportError(
                line: line, "token \(display(path)) cannot be a palette colour name: \(problem)")
        }
        return name
    }

    /// A token path as DTCG writes it: `color.brand.primary`.
    private static func display(_ path: [String]) -> String {
        path.isEmpty ? "(root)" : path.joined(separator: ".")
    }
}
