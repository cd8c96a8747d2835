import BarkeepCore

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
    /// The sets in the order they are read, by name.
    let sets: [(name: String, node: JSONNode)]

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
        var sets: [(name: String, node: JSONNode)] = []
        for name in names {
            let node = root[name]!
            guard node.members != nil, node["value"] == nil, node["$value"] == nil else {
                throw ImportError(
                    line: node.line,
                    "'\(name)': the top level of a file of token sets (one with $metadata or $themes) holds "
                        + "token sets, objects of tokens and groups; found \(node.members == nil ? node.typeName : "a token")"
                )
            }
            sets.append((name, node))
        }
        self.sets = sets
    }
}
