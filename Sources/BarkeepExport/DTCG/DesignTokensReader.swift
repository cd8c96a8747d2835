internal import BarkeepCore

/// Reads a W3C Design Tokens file (2025.10, as Style Dictionary v4+ and Tokens Studio write it) into
/// import entries.
///
/// - Groups nest; a token's `$type` is its own or the nearest group's.
/// - `color` tokens become palette colours: the name is the token's path without a leading `color` or
///   `colors` group and without `$root` (`color.brand.primary` → `brand.primary`), in lowercase with a
///   `-` where a capital began a word (`systemBlue` → `system-blue`, noted); a name Barkeep cannot take
///   is an error naming the token. `$value` may be a hex string, the object form in any
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
/// - Several files (``DesignTokenFiles``) read as token sets, one a file, so aliases reach across them
///   and a later file's token replaces an earlier one's; notes lead with their file. An alias naming
///   no token of the files names the catalog's palette colour of that name, if it has one.
/// - ``tokenCount`` counts the tokens read, ``skippedTokens`` the notes that dropped one.
struct DesignTokensReader {
    /// The entries read.
    var entries: [ImportedEntity] = []
    /// What was skipped or imported otherwise than written, one line each, led by the file in a read
    /// of several files.
    var skipped: [String] = []
    /// The lines of ``skipped`` that dropped a token (the others say how one was changed).
    private(set) var skippedTokens: [String] = []
    /// How many tokens were read.
    private(set) var tokenCount = 0
    /// How many tokens a later token set (or file) replaced.
    private(set) var overriddenCount = 0
    /// Where in ``entries`` each entity whose fields tokens set is, by kind and name: an entity's tokens
    /// (a typography token per text set, a dimension token per number) merge into one entry.
    private var fieldEntries: [EntityKind: [String: Int]] = [:]
    /// Palette name by token path, to map aliases.
    var paletteNames: [String: String] = [:]
    /// The palette colours the catalog already holds: an alias naming no token of the files resolves
    /// to one of them.
    let catalogPalette: Set<String>
    /// The files read, when there are several: a note naming another token's line names its file.
    let files: DesignTokenFiles?
    /// Colour tokens whose alias values wait for every name to be known, with the token set each
    /// comes from (in a file of token sets).
    var colorTokens: [(path: String, node: JSONNode, set: TokenSet?)] = []
    /// Where in ``colorTokens`` each token path is: a later token set's token replaces it there.
    var colorTokenIndex: [String: Int] = [:]
    /// The colour tokens of the token sets mapped to an appearance other than light, by appearance and
    /// token path, with the set each comes from.
    var appearanceTokens: [ColorAppearance: [String: (node: JSONNode, set: TokenSet)]] = [:]
    /// The token set being read, in a file of token sets or a read of several files.
    var currentSet: TokenSet?
    /// The appearance the token set being read gives values for.
    private var currentAppearance = ColorAppearance.light
    /// How the file names a token's value, type and description.
    let syntax: DesignTokenSyntax
    /// The groups at the top of token paths: the token sets, in the order they are read, or the
    /// document itself, each with the appearance it gives values for. `$extends` looks groups up in
    /// them (``groupNode(at:)``).
    private let roots: [(node: JSONNode, appearance: ColorAppearance)]
    /// Tokens of no declared type that are JSON Pointer aliases; their type is their target's.
    /// The keys of each token read, and its line, by its dotted name: a nested `brand` → `soft` and a
    /// literal `"brand.soft"` key would be one name, which is an error naming both.
    private var tokenKeys: [String: (keys: [String], line: Int?)] = [:]
    private var untypedReferences: [(path: [String], node: JSONNode, target: String, set: TokenSet?)] = []

    /// Reads `text`; `setAppearances` maps token sets of a file of token sets to the appearance whose
    /// values they hold (sets it does not name hold light values).
    init(_ text: String, setAppearances: [String: ColorAppearance] = [:], catalogPalette: Set<String> = [])
        throws(ImportError)
    {
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
        var notes: [String] = []
        let sets = try TokenSetOrder(of: root, notes: &notes)?.sets
        if sets == nil, !setAppearances.isEmpty {
            throw ImportError(
                line: nil,
                "this file has no token sets to read as appearances (a file of token sets has "
                    + "$metadata or $themes at the top)")
        }
        try self.init(
            documents: [root], sets: sets, files: nil, notes: notes, syntax: DesignTokenSyntax(of: root),
            setAppearances: setAppearances, catalogPalette: catalogPalette)
    }

    /// Reads the token sets of several files (``DesignTokenFiles``): each file a set, read in order.
    init(files: DesignTokenFiles, setAppearances: [String: ColorAppearance], catalogPalette: Set<String>)
        throws(ImportError)
    {
        try self.init(
            documents: files.sets.map(\.node), sets: files.sets, files: files, notes: files.notes,
            syntax: files.syntax,
            setAppearances: setAppearances, catalogPalette: catalogPalette)
    }

    /// Reads `sets` (token sets, named apart from their tokens), or the one document of `documents`
    /// when there are none; `documents` bring Barkeep's `assetColors` back.
    private init(
        documents: [JSONNode], sets: [TokenSet]?, files: DesignTokenFiles?, notes: [String],
        syntax: DesignTokenSyntax,
        setAppearances: [String: ColorAppearance], catalogPalette: Set<String>
    ) throws(ImportError) {
        self.syntax = syntax
        self.files = files
        self.catalogPalette = catalogPalette
        skipped += notes
        if let sets {
            roots = sets.map { ($0.node, setAppearances[$0.name] ?? .light) }
            let names = sets.map(\.name)
            let known = Set(names)
            for set in setAppearances.keys.sorted() where !known.contains(set) {
                throw ImportError(
                    line: nil,
                    "no token set '\(set)' to read as \(setAppearances[set]!.rawValue); the sets are "
                        + names.joined(separator: ", "))
            }
            for set in sets {
                currentSet = set
                currentAppearance = setAppearances[set.name] ?? .light
                try walk([set.node], path: [], inheritedType: nil)
            }
            currentSet = nil
            currentAppearance = .light
        } else {
            roots = documents.map { ($0, .light) }
            for document in documents { try walk([document], path: [], inheritedType: nil) }
        }
        for reference in untypedReferences {
            currentSet = reference.set
            if paletteNames[reference.target] != nil || paletteNames[reference.target + ".$root"] != nil {
                try token(reference.node, path: reference.path, type: "color")
            } else {
                skip("\(Self.display(reference.path)): $ref to a token Barkeep does not model")
            }
        }
        var byEntity: [String: Int] = [:]
        for document in documents {
            for member in document["$extensions"]?["com.barkeep"]?["assetColors"]?.members ?? [] {
                try addAssetColor(name: member.key, node: member.value, byEntity: &byEntity)
            }
        }
        for (path, node, set) in colorTokens {
            currentSet = set
            try addColor(path: path, node: node, byEntity: &byEntity)
        }
        currentSet = nil
        for appearance in ColorAppearance.allCases {
            let tokens = appearanceTokens[appearance] ?? [:]
            for path in tokens.keys.sorted() where colorTokenIndex[path] == nil {
                let token = tokens[path]!
                currentSet = token.set
                skip(
                    "\(path) in token set '\(token.set.name)' (\(appearance.rawValue)): no light value in the "
                        + "other sets, so no palette colour to give it to")
            }
        }
        currentSet = nil
    }

    /// Notes `text`, led by the file of the token set being read when there are several files.
    mutating func note(_ text: String) {
        skipped.append((currentSet?.file).map { "\($0): " + text } ?? text)
    }

    /// Notes a token that is not imported, and why.
    mutating func skip(_ text: String) {
        note(text)
        skippedTokens.append(skipped[skipped.count - 1])
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
            note("\(Self.display(path)): $extensions \(names.joined(separator: ", ")) (not modelled)")
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
                tokenCount += 1
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
            note("\(name): $extensions \(others.joined(separator: ", ")) (not modelled)")
        }
        if type == nil, let target = try pointerTarget(node, token: name) {
            untypedReferences.append((path, node, target, currentSet))
            return
        }
        if type == "color", currentAppearance != .light, let set = currentSet {
            let joined = path.joined(separator: ".")
            if let earlier = appearanceTokens[currentAppearance]?[joined] {
                overriddenCount += 1
                note(
                    "\(name) in token set '\(earlier.set.name)' (token set '\(set.name)' sets its "
                        + "\(currentAppearance.rawValue) value too; the later set wins)")
            }
            appearanceTokens[currentAppearance, default: [:]][joined] = (node, set)
            return
        }
        if type == "color" {
            let (paletteName, renamed) = try Self.paletteName(path, line: node.line)
            let joined = path.joined(separator: ".")
            if renamed, paletteNames[joined] == nil {
                note(
                    "\(name): named palette colour '\(paletteName)' (entity names are \(EntityNameRule.summary))"
                )
            }
            paletteNames[joined] = paletteName
            if let index = colorTokenIndex[joined] {
                // A later token set sets the same token: it wins, as in Tokens Studio.
                let earlier = colorTokens[index].set.map(\.described) ?? "an earlier token set"
                let later = currentSet?.described ?? "a later token set"
                overriddenCount += 1
                note("\(name) in \(earlier) (\(later) sets it too; the later set wins)")
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
                skip(
                    "\(name): $type \(type!) without Barkeep's fields (a resolved value, not imported)")
            } else {
                skip("\(name): \(type.map { "$type \($0)" } ?? "no $type") (not modelled)")
            }
            return
        }
        var entry = ImportedEntity(
            kind: kind, name: entityName, bar: barkeep["bar"]?.string.flatMap(BarKind.init(rawValue:)),
            line: node.line)
        entry.mergesFields = true
        try Self.setFields(fields, of: &entry, owner: "token \(name)")
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

    /// The keys of a token as the file writes them: `["brand"]["soft"]`, `["brand.soft"]`.
    private static func keys(_ path: [String]) -> String {
        path.map { "[\"\($0)\"]" }.joined()
    }
}
