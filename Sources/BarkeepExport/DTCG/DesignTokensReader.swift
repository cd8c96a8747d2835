import BarkeepCore

/// Reads a W3C Design Tokens file (2025.10, as Style Dictionary v4+ and Tokens Studio write it) into
/// import entries.
///
/// - Groups nest; a token's `$type` is its own or the nearest group's.
/// - `color` tokens become palette colours: the name is the token's path without a leading `color` or
///   `colors` group and without `$root` (`color.brand.primary` → `brand.primary`); a name Barkeep
///   cannot take is an error naming the token. `$value` may be a hex string, the object form in any
///   colour space of the colour module (``DesignTokenColorValue``) or an alias — `{color.brand}`, a
///   group's root token by the group's name, or a JSON Pointer `$ref` to a whole token — which becomes
///   the palette reference `{brand}`; `$description` is kept; Barkeep's own
///   `$extensions."com.barkeep"` brings back dark and high-contrast values and the asset.
/// - A group's `$extends` (`{button}`) inherits the members of that group, its own members winning,
///   nested groups merged; an `$extends` cycle or one naming a token is an error naming the chain.
/// - The document's own `$extensions."com.barkeep".assetColors` brings back the palette colours that
///   have no values (only an asset name, or an alias of one), with the fields they set.
/// - Tokens carrying `$extensions."com.barkeep"` with an entity and fields (the typography and
///   dimension tokens Barkeep writes) set those fields of that entity.
/// - Typography and dimension tokens without those fields (the values an entity resolves to but does
///   not set, which Barkeep writes too), other token types and other `$extensions` are skipped and
///   listed in ``skipped``. Alias cycles and
///   dangling aliases are reported by the import's validation, naming the palette colour.
/// - Tokens Studio's files read too: its default format's unprefixed `value`, `type` and `description`
///   (``DesignTokenSyntax``); colours as CSS writes them (``CSSColorString``), and `rgba({alias}, alpha)`
///   as the literal colour it makes; and a single file of token sets (the top level holds the sets
///   when `$metadata` or `$themes` is there), whose names are not part of token names: the sets are
///   read in `$metadata.tokenSetOrder`, a later set's token replacing an earlier one's. A set the
///   caller maps to an appearance (`--mode dark=<set>`) gives that appearance's value of the colours
///   the other sets name, instead of replacing their light value.
struct DesignTokensReader {
    /// The entries read.
    private(set) var entries: [ImportedEntity] = []
    /// What was skipped, one line each.
    private(set) var skipped: [String] = []
    /// Where in ``entries`` each entity whose fields tokens set is, by kind and name: an entity's tokens
    /// (a typography token per text set, a dimension token per number) merge into one entry.
    private var fieldEntries: [EntityKind: [String: Int]] = [:]
    /// Palette name by token path, to map aliases.
    private var paletteNames: [String: String] = [:]
    /// Colour tokens whose alias values wait for every name to be known, with the token set each
    /// comes from (in a file of token sets).
    private var colorTokens: [(path: String, node: JSONNode, set: String?)] = []
    /// Where in ``colorTokens`` each token path is: a later token set's token replaces it there.
    private var colorTokenIndex: [String: Int] = [:]
    /// The colour tokens of the token sets mapped to an appearance other than light, by appearance and
    /// token path, with the set each comes from.
    private var appearanceTokens: [ColorAppearance: [String: (node: JSONNode, set: String)]] = [:]
    /// The token set being read, in a file of token sets.
    private var currentSet: String?
    /// The appearance the token set being read gives values for.
    private var currentAppearance = ColorAppearance.light
    /// How the file names a token's value, type and description.
    private let syntax: DesignTokenSyntax
    /// The groups at the top of token paths: the token sets, in the order they are read, or the
    /// document itself, each with the appearance it gives values for. `$extends` looks groups up in
    /// them (``groupNode(at:)``).
    private let roots: [(node: JSONNode, appearance: ColorAppearance)]
    /// The keys of each token read, and its line, by its dotted name: a nested `brand` → `soft` and a
    /// literal `"brand.soft"` key would be one name, which is an error naming both.
    private var tokenKeys: [String: (keys: [String], line: Int?)] = [:]
    /// Tokens of no declared type that are JSON Pointer aliases; their type is their target's.
    private var untypedReferences: [(path: [String], node: JSONNode, target: String)] = []

    /// Reads `text`; `setAppearances` maps token sets of a file of token sets to the appearance whose
    /// values they hold (sets it does not name hold light values).
    init(_ text: String, setAppearances: [String: ColorAppearance] = [:]) throws(ImportError) {
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
        syntax = DesignTokenSyntax(of: root)
        var notes: [String] = []
        if let sets = try TokenSetOrder(of: root, notes: &notes) {
            roots = sets.sets.map { ($0.node, setAppearances[$0.name] ?? .light) }
            skipped += notes
            let names = sets.sets.map(\.name)
            for set in setAppearances.keys.sorted() where !names.contains(set) {
                throw ImportError(
                    line: nil,
                    "no token set '\(set)' to read as \(setAppearances[set]!.rawValue); the file's sets are "
                        + names.joined(separator: ", "))
            }
            for set in sets.sets {
                currentSet = set.name
                currentAppearance = setAppearances[set.name] ?? .light
                try walk([set.node], path: [], inheritedType: nil)
            }
            currentSet = nil
            currentAppearance = .light
        } else {
            guard setAppearances.isEmpty else {
                throw ImportError(
                    line: nil,
                    "this file has no token sets to read as appearances (a file of token sets has "
                        + "$metadata or $themes at the top)")
            }
            roots = [(root, .light)]
            try walk([root], path: [], inheritedType: nil)
        }
        for reference in untypedReferences {
            if paletteNames[reference.target] != nil || paletteNames[reference.target + ".$root"] != nil {
                try token(reference.node, path: reference.path, type: "color")
            } else {
                skipped.append("\(Self.display(reference.path)): $ref to a token Barkeep does not model")
            }
        }
        var byEntity: [String: Int] = [:]
        for member in root["$extensions"]?["com.barkeep"]?["assetColors"]?.members ?? [] {
            try addAssetColor(name: member.key, node: member.value, byEntity: &byEntity)
        }
        for (path, node, _) in colorTokens {
            try addColor(path: path, node: node, byEntity: &byEntity)
        }
        for appearance in ColorAppearance.allCases {
            let tokens = appearanceTokens[appearance] ?? [:]
            for path in tokens.keys.sorted() where colorTokenIndex[path] == nil {
                let token = tokens[path]!
                skipped.append(
                    "\(path) in token set '\(token.set)' (\(appearance.rawValue)): no light value in the "
                        + "other sets, so no palette colour to give it to")
            }
        }
    }

    /// Visits the members of a group given as its layers: the group itself first, then the groups it
    /// extends, nearest first. A member of an earlier layer wins over the same member of a later one;
    /// a nested group present in several layers is visited with all of them.
    private mutating func walk(_ layers: [JSONNode], path: [String], inheritedType: String?)
        throws(ImportError)
    {
        let typeKey = syntax.typeKey
        let type = layers.lazy.compactMap { $0[typeKey]?.string }.first ?? inheritedType
        let ownKeys =
            path.isEmpty && layers[0]["$extensions"]?["com.barkeep"]?["assetColors"] != nil
            ? ["com.barkeep"] : []
        if let names = layers[0]["$extensions"]?.members?.map(\.key).filter({ !ownKeys.contains($0) }),
            !names.isEmpty
        {
            skipped.append(
                "\(Self.display(path)): $extensions \(names.joined(separator: ", ")) (not modelled)")
        }
        var order: [String] = []
        var nodes: [String: [JSONNode]] = [:]
        for layer in layers {
            for member in layer.members ?? [] where !syntax.isGroupProperty(member.key, member.value) {
                if nodes[member.key] == nil { order.append(member.key) }
                nodes[member.key, default: []].append(member.value)
            }
        }
        for key in order {
            let node = nodes[key]![0]
            guard node.members != nil else {
                throw ImportError(line: node.line, "\(Self.display(path + [key])) is not a token or a group")
            }
            if isToken(node) {
                try token(node, path: path + [key], type: node[syntax.typeKey]?.string ?? type)
            } else {
                var childLayers: [JSONNode] = []
                for group in nodes[key]! where !isToken(group) {
                    childLayers += try extended(group, path: path + [key])
                }
                try walk(childLayers, path: path + [key], inheritedType: type)
            }
        }
    }

    /// Whether `node` is a token: it has a `$value` (`value` in the unprefixed syntax), or is a JSON
    /// Pointer alias (`$ref`).
    private func isToken(_ node: JSONNode) -> Bool {
        node[syntax.valueKey] != nil || node["$ref"] != nil
    }

    /// `group` followed by the groups its `$extends` chain names.
    private func extended(_ group: JSONNode, path: [String]) throws(ImportError) -> [JSONNode] {
        var layers = [group]
        var chain = [Self.display(path)]
        var current = group
        while let reference = current["$extends"] {
            guard let text = reference.string, text.hasPrefix("{"), text.hasSuffix("}") else {
                throw ImportError(
                    line: reference.line, "\(Self.display(path)): $extends must name a group as {group.path}")
            }
            let targetPath = String(text.dropFirst().dropLast())
            if chain.contains(targetPath) {
                throw ImportError(
                    line: reference.line,
                    "$extends cycle: \((chain + [targetPath]).joined(separator: " → "))")
            }
            chain.append(targetPath)
            guard let target = groupNode(at: targetPath.split(separator: ".").map(String.init)),
                target.members != nil
            else {
                throw ImportError(
                    line: reference.line, "\(Self.display(path)): $extends \(text) names no group")
            }
            guard !isToken(target) else {
                throw ImportError(
                    line: reference.line, "\(Self.display(path)): $extends \(text) names a token, not a group"
                )
            }
            layers.append(target)
            current = target
        }
        return layers
    }

    /// The node at `path` below the first of ``roots`` that has one: the last token set first, a
    /// set of the appearance being read before a light one, and none of another appearance (a light
    /// set's `$extends` does not reach into the dark set).
    private func groupNode(at path: [String]) -> JSONNode? {
        let searched =
            roots.reversed().filter { $0.appearance == currentAppearance }
            + roots.reversed().filter { $0.appearance == .light && currentAppearance != .light }
        return searched.lazy.compactMap { root in
            path.reduce(Optional(root.node)) { node, key in node?[key] }
        }.first
    }

    /// Handles one token.
    private mutating func token(_ node: JSONNode, path: [String], type: String?) throws(ImportError) {
        let name = Self.display(path)
        if let earlier = tokenKeys[name], earlier.keys != path {
            throw ImportError(
                line: node.line,
                "token \(Self.keys(path)) and token \(Self.keys(earlier.keys))"
                    + (earlier.line.map { " (line \($0))" } ?? "")
                    + " both have the name \(name); rename one of them")
        }
        tokenKeys[name] = (path, node.line)
        let barkeep = node["$extensions"]?["com.barkeep"]
        if let others = node["$extensions"]?.members?.map(\.key).filter({ $0 != "com.barkeep" }),
            !others.isEmpty
        {
            skipped.append("\(name): $extensions \(others.joined(separator: ", ")) (not modelled)")
        }
        if type == nil, let target = try pointerTarget(node, token: name) {
            untypedReferences.append((path, node, target))
            return
        }
        if type == "color", currentAppearance != .light, let set = currentSet {
            let joined = path.joined(separator: ".")
            if let earlier = appearanceTokens[currentAppearance]?[joined] {
                skipped.append(
                    "\(name) in token set '\(earlier.set)' (token set '\(set)' sets its "
                        + "\(currentAppearance.rawValue) value too; the later set wins)")
            }
            appearanceTokens[currentAppearance, default: [:]][joined] = (node, set)
            return
        }
        if type == "color" {
            let paletteName = try Self.paletteName(path, line: node.line)
            let joined = path.joined(separator: ".")
            paletteNames[joined] = paletteName
            if let index = colorTokenIndex[joined] {
                // A later token set sets the same token: it wins, as in Tokens Studio.
                let earlier = colorTokens[index].set.map { "token set '\($0)'" } ?? "an earlier token set"
                let later = currentSet.map { "token set '\($0)'" } ?? "a later token set"
                skipped.append("\(name) in \(earlier) (\(later) sets it too; the later set wins)")
                colorTokens[index] = (joined, node, currentSet)
            } else {
                colorTokenIndex[joined] = colorTokens.count
                colorTokens.append((joined, node, currentSet))
            }
            return
        }
        guard let barkeep, let kindText = barkeep["kind"]?.string, let kind = EntityKind(rawValue: kindText),
            let entityName = barkeep["name"]?.string, let fields = barkeep["fields"]?.members
        else {
            if type == "typography" || type == "dimension" {
                // Barkeep writes these for every resolved value; only those carrying fields set them.
                skipped.append(
                    "\(name): $type \(type!) without Barkeep's fields (a resolved value, not imported)")
            } else {
                skipped.append("\(name): \(type.map { "$type \($0)" } ?? "no $type") (not modelled)")
            }
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
        if let index = fieldEntries[entry.kind]?[entry.name] {
            entries[index].fields.merge(entry.fields) { $1 }
            entries[index].fieldLines.merge(entry.fieldLines) { $1 }
        } else {
            fieldEntries[entry.kind, default: [:]][entry.name] = entries.count
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
        entry.description = node[syntax.descriptionKey]?.string
        let barkeep = node["$extensions"]?["com.barkeep"]
        entry.fields["light"] = try tokenColorText(
            node, token: path, source: barkeep?["source"]?["light"], appearance: .light)
        entry.fieldLines["light"] = node[syntax.valueKey]?.line ?? node.line
        for appearance in ColorAppearance.allCases {
            guard let token = appearanceTokens[appearance]?[path] else { continue }
            entry.fields[appearance.rawValue] = try tokenColorText(
                token.node, token: "\(path) in token set '\(token.set)'", source: nil, appearance: appearance)
            entry.fieldLines[appearance.rawValue] = token.node[syntax.valueKey]?.line ?? token.node.line
        }
        for mode in barkeep?["modes"]?.members ?? [] {
            guard ColorAppearance(rawValue: mode.key) != nil else {
                throw ImportError(
                    line: mode.value.line,
                    "token \(path): unknown mode '\(mode.key)'; expected dark, lightHighContrast or darkHighContrast"
                )
            }
            entry.fields[mode.key] = try colorText(
                mode.value, token: path, source: barkeep?["source"]?[mode.key], appearance: .light)
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

    /// The colour text `set` takes for colour token `node` in `appearance`: its JSON Pointer alias as a
    /// palette reference, or its value's text (``colorText(_:token:source:appearance:)``).
    private mutating func tokenColorText(
        _ node: JSONNode, token: String, source: JSONNode?, appearance: ColorAppearance
    ) throws(ImportError) -> String {
        if let target = try pointerTarget(node, token: token) {
            return try aliasText(target, token: token, line: node.line)
        }
        return try colorText(node[syntax.valueKey]!, token: token, source: source, appearance: appearance)
    }

    /// The colour text `set` takes for a token value in `appearance`: a hex string, the object form or
    /// an alias.
    private mutating func colorText(
        _ value: JSONNode, token: String, source: JSONNode?, appearance: ColorAppearance
    ) throws(ImportError) -> String {
        if let source = source?.string { return source }
        if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            return try aliasText(String(text.dropFirst().dropLast()), token: token, line: value.line)
        }
        if let text = value.string, let (alias, alpha) = CSSColorString.aliasWithAlpha(text) {
            // A palette reference cannot change the opacity of what it names: the colour is copied.
            let literal = try literalColor(
                of: alias, token: token, line: value.line, chain: [token], appearance: appearance
            ).withAlpha(alpha).hexString
            skipped.append(
                "\(token): \(text) imported as the colour \(literal), not as a reference "
                    + "(a palette reference cannot change the opacity)")
            return literal
        }
        let color = try DesignTokenColorValue(value, token: token)
        if let note = color.note { skipped.append(note) }
        return color.text
    }

    /// The colour in `appearance` of the colour token at path `target` (or its group's `$root` token),
    /// following its aliases, for `token` on `line` that names it; `chain` holds the tokens followed so
    /// far. A token of a set mapped to `appearance` wins over the light sets' token.
    private mutating func literalColor(
        of target: String, token: String, line: Int, chain: [String], appearance: ColorAppearance
    ) throws(ImportError) -> RGBA {
        let mapped = appearanceTokens[appearance]
        guard
            let node = mapped?[target]?.node ?? mapped?[target + ".$root"]?.node
                ?? (colorTokenIndex[target] ?? colorTokenIndex[target + ".$root"]).map({
                    colorTokens[$0].node
                })
        else {
            throw ImportError(
                line: line, "token \(token): alias {\(target)} names no colour token (dangling alias)")
        }
        guard !chain.contains(target) else {
            throw ImportError(
                line: line, "token \(token): alias cycle: \((chain + [target]).joined(separator: " → "))")
        }
        let chain = chain + [target]
        if let next = try pointerTarget(node, token: target) {
            return try literalColor(
                of: next, token: target, line: node.line, chain: chain, appearance: appearance)
        }
        guard let value = node[syntax.valueKey] else {
            throw ImportError(line: node.line, "token \(target): no \(syntax.valueKey)")
        }
        if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            return try literalColor(
                of: String(text.dropFirst().dropLast()), token: target, line: value.line, chain: chain,
                appearance: appearance)
        }
        if let text = value.string, let (alias, alpha) = CSSColorString.aliasWithAlpha(text) {
            return try literalColor(
                of: alias, token: target, line: value.line, chain: chain, appearance: appearance
            ).withAlpha(alpha)
        }
        let color = try DesignTokenColorValue(value, token: target)
        guard let rgba = RGBA(hexDigits: color.text.dropFirst()) else {
            throw ImportError(line: value.line, "token \(target): '\(color.text)' is not a colour")
        }
        return rgba
    }

    /// The palette reference for an alias of `target` (a token path; a group's name stands for its
    /// `$root` token).
    private func aliasText(_ target: String, token: String, line: Int) throws(ImportError) -> String {
        guard let name = paletteNames[target] ?? paletteNames[target + ".$root"] else {
            throw ImportError(
                line: line, "token \(token): alias {\(target)} names no colour token (dangling alias)")
        }
        return "{\(name)}"
    }

    /// The token path a JSON Pointer alias names — `"$ref": "#/color/blue"` on the token, or as its
    /// `$value` — or `nil` when the token is no such alias. A pointer into part of a token's value
    /// cannot be a palette reference and is an error.
    private func pointerTarget(_ node: JSONNode, token: String) throws(ImportError) -> String? {
        guard let reference = node["$ref"] ?? node[syntax.valueKey]?["$ref"] else { return nil }
        guard let pointer = reference.string, pointer.hasPrefix("#/") else {
            throw ImportError(
                line: reference.line,
                "token \(token): $ref must be a JSON Pointer into this file (#/group/token)")
        }
        var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map(
            Self.unescapedPointerToken)
        if parts.last == "$value" { parts.removeLast() }
        guard !parts.isEmpty, !parts.contains(where: { $0.hasPrefix("$") && $0 != "$root" }) else {
            throw ImportError(
                line: reference.line,
                "token \(token): $ref \(pointer) points into part of a token; only a whole token can be an alias"
            )
        }
        return parts.joined(separator: ".")
    }

    /// A JSON Pointer reference token with its escapes undone (RFC 6901: `~1` is `/`, `~0` is `~`).
    private static func unescapedPointerToken(_ token: Substring) -> String {
        var result = ""
        var escaped = false
        for character in token {
            if escaped {
                result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                escaped = false
            } else if character == "~" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
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

    /// The keys of a token as the file writes them: `["brand"]["soft"]`, `["brand.soft"]`.
    private static func keys(_ path: [String]) -> String {
        path.map { "[\"\($0)\"]" }.joined()
    }
}
