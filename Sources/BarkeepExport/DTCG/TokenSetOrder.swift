internal import BarkeepCore

/// The token sets of a Tokens Studio single file, in the order they are read.
///
/// Tokens Studio stores every token set of a project in one file by making the sets the top level
/// (`{"global": {…}, "light": {…}, "$themes": […], "$metadata": {"tokenSetOrder": […]}}`); a set's
/// name is not part of its tokens' names, so `{colors.white}` in set `light` names the token
/// `colors.white` of set `global`. A file is read this way when its top level has `$metadata` or
/// `$themes`. The sets are read in `$metadata.tokenSetOrder`, then any set it does not list in file
/// order; when two sets hold the same token the later one's wins, as Tokens Studio and Style
/// Dictionary merge them. `$themes` (which sets a theme of Tokens Studio switches on) is not read:
/// every set is imported.
struct TokenSetOrder {
    /// The sets in the order they are read.
    let sets: [TokenSet]

    /// The token sets of the document `root`, or nil when it has neither `$metadata` nor `$themes`;
    /// a set `tokenSetOrder` lists that the file lacks is added to `notes`.
    init?(of root: JSONNode, notes: inout [String]) throws(ImportError) {
        let metadata = root["$metadata"]
        guard metadata != nil || root["$themes"] != nil else { return nil }
        var names: [String] = []
        if let order = metadata?["tokenSetOrder"] {
            guard case .array(let items) = order.content else {
                throw ImportError(
                    line: order.line, "$metadata.tokenSetOrder must be an array of token set names")
            }
            for item in items {
                guard let name = item.string else {
                    throw ImportError(
                        line: item.line,
                        "$metadata.tokenSetOrder must be an array of token set names; found \(item.typeName)")
                }
                if root[name] == nil {
                    notes.append("token set '\(name)': listed in $metadata.tokenSetOrder, not in this file")
                } else if !names.contains(name) {
                    names.append(name)
                }
            }
        }
        for member in root.members ?? [] where !member.key.hasPrefix("$") && !names.contains(member.key) {
            names.append(member.key)
        }
        var sets: [TokenSet] = []
        for name in names {
            let node = root[name]!
            guard node.members != nil, node["value"] == nil, node["$value"] == nil else {
                throw ImportError(
                    line: node.line,
                    "'\(name)': the top level of a file of token sets (one with $metadata or $themes) holds "
                        + "token sets, objects of tokens and groups; found \(node.members == nil ? node.typeName : "a token")"
                )
            }
            sets.append(TokenSet(name: name, node: node, file: nil))
        }
        self.sets = sets
    }
}

/// A group of tokens whose name is not part of its tokens' names: a Tokens Studio token set (in a file
/// of token sets, or a file of a folder of them), or one of several Style Dictionary source files.
struct TokenSet {
    /// The set's name: Tokens Studio's (`sys/color/light`), or the file's path for a source file.
    let name: String
    /// The set's tokens and groups.
    let node: JSONNode
    /// The file the set was read from, when the import reads several.
    let file: String?

    /// The set in words: `token set 'light'`, or `file tokens/base.json` for a source file.
    var described: String {
        file == name ? "file \(name)" : "token set '\(name)'"
    }
}
