internal import BarkeepCore

/// The palette colours colour tokens become: their values in each appearance, and their aliases as
/// palette references (to a token of the files, or to a colour the catalog already holds).
extension DesignTokensReader {
    /// Adds the palette colour of a colour token.
    mutating func addColor(path: String, node: JSONNode, byEntity: inout [String: Int])
        throws(ImportError)
    {
        let name = paletteNames[path]!
        if let earlier = byEntity[name] {
            throw ImportError(
                line: node.line,
                "token \(path) and the token on "
                    + (files?.locate(earlier).map { "\($0.file):\($0.line)" } ?? "line \(earlier)")
                    + " both map to palette colour '\(name)'")
        }
        byEntity[name] = node.line
        var entry = ImportedEntity(kind: .palette, name: name, line: node.line)
        entry.description = node[syntax.descriptionKey]?.string
        let barkeep = node["$extensions"]?["com.barkeep"]
        entry.fields[PaletteField.light.path] = try tokenColorText(
            node, token: path, source: barkeep?["source"]?[PaletteField.light.path], appearance: .light)
        entry.fieldLines[PaletteField.light.path] = node[syntax.valueKey]?.line ?? node.line
        for appearance in ColorAppearance.allCases {
            guard let token = appearanceTokens[appearance]?[path] else { continue }
            entry.fields[appearance.rawValue] = try tokenColorText(
                token.node, token: "\(path) in token set '\(token.set.name)'", source: nil,
                appearance: appearance)
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
        if let asset = barkeep?["asset"]?.string { entry.fields[PaletteField.asset.path] = asset }
        entries.append(entry)
    }

    /// Adds a palette colour of the document's `assetColors`: the fields it sets, as text.
    mutating func addAssetColor(name: String, node: JSONNode, byEntity: inout [String: Int])
        throws(ImportError)
    {
        guard let fields = node["fields"]?.members else {
            throw ImportError(line: node.line, "assetColors.\(name): expected an object with \"fields\"")
        }
        byEntity[name] = node.line
        var entry = ImportedEntity(kind: .palette, name: name, line: node.line)
        entry.description = node["$description"]?.string
        try Self.setFields(fields, of: &entry, owner: "assetColors.\(name)")
        entries.append(entry)
    }

    /// The colour text `set` takes for colour token `node` in `appearance`: its JSON Pointer alias as a
    /// palette reference, or its value's text (``colorText(_:token:source:appearance:)``).
    mutating func tokenColorText(
        _ node: JSONNode, token: String, source: JSONNode?, appearance: ColorAppearance
    ) throws(ImportError) -> String {
        if let target = try pointerTarget(node, token: token) {
            return try aliasText(target, token: token, line: node.line)
        }
        return try colorText(node[syntax.valueKey]!, token: token, source: source, appearance: appearance)
    }

    /// The colour text `set` takes for a token value in `appearance`: a hex string, the object form or
    /// an alias.
    mutating func colorText(
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
            note(
                "\(token): \(text) imported as the colour \(literal), not as a reference "
                    + "(a palette reference cannot change the opacity)")
            return literal
        }
        let color = try DesignTokenColorValue(value, token: token)
        if let text = color.note { note(text) }
        return color.text
    }

    /// The colour in `appearance` of the colour token at path `target` (or its group's `$root` token),
    /// following its aliases, for `token` on `line` that names it; `chain` holds the tokens followed so
    /// far. A token of a set mapped to `appearance` wins over the light sets' token.
    mutating func literalColor(
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
    /// `$root` token), or of the palette colour of the catalog the path names when no token has it.
    func aliasText(_ target: String, token: String, line: Int) throws(ImportError) -> String {
        if let name = paletteNames[target] ?? paletteNames[target + ".$root"] { return "{\(name)}" }
        let path = target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let name = try? Self.paletteName(path, line: line).name, catalogPalette.contains(name) {
            return "{\(name)}"
        }
        throw ImportError(
            line: line,
            "token \(token): alias {\(target)} names no colour token (dangling alias)"
                + (catalogPalette.isEmpty ? "" : " and no palette colour of the catalog"))
    }

    /// Sets the fields Barkeep's `$extensions` give as text (`"fields": {"light": "#0A84FF"}`) on
    /// `entry`, with their lines; a value that is not a string is an error naming `owner`.
    static func setFields(_ fields: [JSONNode.Member], of entry: inout ImportedEntity, owner: String)
        throws(ImportError)
    {
        for field in fields {
            guard let text = field.value.string else {
                throw ImportError(line: field.value.line, "\(owner): field '\(field.key)' must be a string")
            }
            entry.fields[field.key] = text
            entry.fieldLines[field.key] = field.value.line
        }
    }
}
