internal import BarkeepCore

/// Several design-tokens files read as one import: Tokens Studio's multi-file layout, or Style
/// Dictionary-style sources.
///
/// - *Tokens Studio* keeps each token set in its own file, named by the set (`global.json`,
///   `sys/color/light.json` for the set `sys/color/light`), beside `$metadata.json`
///   (`{"tokenSetOrder": [set names]}`) and `$themes.json` (an array of themes, each with a `name` and
///   `selectedTokenSets` mapping set names to `enabled`, `source` or `disabled`). When either of those
///   two files is among the files, the others are token sets named by their path below its folder,
///   read in `tokenSetOrder`, then the sets it does not list in the order given.
/// - *Style Dictionary sources* (no `$metadata.json` or `$themes.json`): every file is a token set
///   named by its path, read in the order given, as Style Dictionary merges its `source` files.
///
/// Either way a set's name is not part of its tokens' names, so an alias reaches a token of another
/// file, and a later set's token replaces an earlier one's (``DesignTokensReader``). The files share one
/// line numbering (``locate(_:)`` gives a line back its file), so every line the reader reports is
/// told apart by file. Each file is parsed once and looked up by name, so reading N files is linear.
struct DesignTokenFiles {
    /// The token sets, in the order they are read.
    let sets: [TokenSet]
    /// The themes of `$themes.json`, in its order, each with the sets it enables.
    let themes: [(name: String, enabled: [String])]
    /// What reading the layout noted: a set `tokenSetOrder` lists that no file holds.
    let notes: [String]
    /// How the files name a token's value, type and description: the 2025.10 syntax when any of them
    /// uses it.
    let syntax: DesignTokenSyntax
    /// The first line of each file in the shared numbering, ascending, with the file's path.
    private let starts: [(line: Int, file: String)]

    /// Parses `files`. A syntax error names its file and the line there; the other errors give the line
    /// in the shared numbering (``locate(_:)``).
    init(_ files: [ImportFormat.SourceFile]) throws(ImportError) {
        var parsed: [(file: ImportFormat.SourceFile, root: JSONNode)] = []
        var starts: [(line: Int, file: String)] = []
        var nextLine = 1
        for file in files {
            let root: JSONNode
            do {
                root = try JSONParser.parse(file.text, firstLine: nextLine)
            } catch {
                throw ImportError(
                    line: error.line - nextLine + 1, "not JSON: column \(error.column): \(error.problem)",
                    file: file.path)
            }
            starts.append((nextLine, file.path))
            nextLine += file.text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
            parsed.append((file, root))
        }
        self.starts = starts
        do {
            (sets, themes, notes) = try Self.sets(of: parsed)
        } catch {
            throw Self.localized(error, starts: starts)
        }
        syntax = parsed.contains { DesignTokenSyntax(of: $0.root) == .dtcg } ? .dtcg : .unprefixed
    }

    /// The token sets of the parsed files, in the order they are read, the themes, and what reading the
    /// layout noted.
    private static func sets(of parsed: [(file: ImportFormat.SourceFile, root: JSONNode)]) throws(ImportError)
        -> (sets: [TokenSet], themes: [(name: String, enabled: [String])], notes: [String])
    {
        var themes: [(name: String, enabled: [String])] = []
        let isLayoutFile = { (name: String) in
            let last = name.split(separator: "/").last.map(String.init) ?? name
            return last == "$metadata.json" || last == "$themes.json"
        }
        let layoutFiles = parsed.filter { isLayoutFile($0.file.name) }
        var named: [(name: String, set: TokenSet)] = []
        for (file, root) in parsed where !isLayoutFile(file.name) {
            guard root.members != nil else {
                throw ImportError(
                    line: root.line, "a design tokens file is a JSON object; found \(root.typeName)")
            }
            if root["$metadata"] != nil || root["$themes"] != nil {
                throw ImportError(
                    line: root.line,
                    "\(file.path) is a file of token sets ($metadata or $themes at the top); import it on its own"
                )
            }
            named.append((file.name, TokenSet(name: file.path, node: root, file: file.path)))
        }
        var notes: [String] = []
        if let first = layoutFiles.first {
            let folder = String(first.file.name.dropLast(first.file.name.split(separator: "/").last!.count))
            named = named.map { entry in
                var name = entry.name
                if name.hasPrefix(folder) { name.removeFirst(folder.count) }
                if name.hasSuffix(".json") { name.removeLast(".json".count) }
                return (name, TokenSet(name: name, node: entry.set.node, file: entry.set.file))
            }
            for layout in layoutFiles where layout.file.name.hasSuffix("$themes.json") {
                themes += try Self.themes(layout.root)
            }
            var order: [String] = []
            if let metadata = layoutFiles.first(where: { $0.file.name.hasSuffix("$metadata.json") }) {
                order = try Self.tokenSetOrder(metadata.root)
            }
            var byName: [String: Int] = [:]
            for (index, entry) in named.enumerated() { byName[entry.name] = index }
            var ordered: [TokenSet] = []
            var taken = Set<Int>()
            for name in order {
                guard let index = byName[name] else {
                    notes.append(
                        "token set '\(name)': listed in $metadata.json's tokenSetOrder, no file holds it")
                    continue
                }
                if taken.insert(index).inserted { ordered.append(named[index].set) }
            }
            for (index, entry) in named.enumerated() where !taken.contains(index) {
                ordered.append(entry.set)
            }
            return (ordered, themes, notes)
        }
        return (named.map(\.set), themes, notes)
    }

    /// `error` with its line in the shared numbering given back as its file's line, and the file.
    func localized(_ error: ImportError) -> ImportError {
        Self.localized(error, starts: starts)
    }

    /// The file a line of the shared numbering is in, and its line there.
    func locate(_ line: Int) -> (file: String, line: Int)? {
        Self.locate(line, starts: starts)
    }

    /// ``localized(_:)`` over `starts`.
    private static func localized(_ error: ImportError, starts: [(line: Int, file: String)]) -> ImportError {
        guard error.file == nil, let line = error.line, let place = locate(line, starts: starts) else {
            return error
        }
        return ImportError(line: place.line, error.problem, file: place.file)
    }

    /// ``locate(_:)`` over `starts`.
    private static func locate(_ line: Int, starts: [(line: Int, file: String)]) -> (file: String, line: Int)?
    {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        return (starts[low - 1].file, line - starts[low - 1].line + 1)
    }

    /// The set names of `$metadata.json`'s `tokenSetOrder`.
    private static func tokenSetOrder(_ root: JSONNode) throws(ImportError) -> [String] {
        guard let order = root["tokenSetOrder"] else { return [] }
        guard case .array(let items) = order.content else {
            throw ImportError(line: order.line, "tokenSetOrder must be an array of token set names")
        }
        var names: [String] = []
        for item in items {
            guard let name = item.string else {
                throw ImportError(
                    line: item.line,
                    "tokenSetOrder must be an array of token set names; found \(item.typeName)")
            }
            names.append(name)
        }
        return names
    }

    /// The themes of `$themes.json`, with the sets each enables, checked to have Tokens Studio's shape:
    /// an array of themes, each an object with a `name` and `selectedTokenSets` mapping set names to
    /// `enabled`, `source` or `disabled`.
    private static func themes(_ root: JSONNode) throws(ImportError) -> [(name: String, enabled: [String])] {
        var result: [(name: String, enabled: [String])] = []
        guard case .array(let themes) = root.content else {
            throw ImportError(
                line: root.line, "$themes.json must be an array of themes; found \(root.typeName)")
        }
        for theme in themes {
            guard theme["name"]?.string != nil, let selected = theme["selectedTokenSets"]?.members else {
                throw ImportError(
                    line: theme.line, "a theme must be an object with a \"name\" and \"selectedTokenSets\"")
            }
            for member in selected
            where !["enabled", "source", "disabled"].contains(member.value.string ?? "") {
                throw ImportError(
                    line: member.value.line,
                    "theme '\(theme["name"]!.string!)': token set '\(member.key)' must be \"enabled\", "
                        + "\"source\" or \"disabled\"")
            }
            result.append(
                (theme["name"]!.string!, selected.filter { $0.value.string == "enabled" }.map(\.key)))
        }
        return result
    }

    /// `requested` (`--mode` token sets by appearance) with each name that is no token set but a theme
    /// of `$themes.json` replaced by the sets that theme enables and some other theme does not (`Dark`
    /// enabling `semantic/dark` and `components`, `Light` enabling `semantic/light` and `components`:
    /// `semantic/dark`); the sets every theme enables stay light values.
    func setAppearances(_ requested: [String: ColorAppearance]) throws(ImportError) -> [String:
        ColorAppearance]
    {
        let setNames = Set(sets.map(\.name))
        var result: [String: ColorAppearance] = [:]
        for (name, appearance) in requested {
            guard !setNames.contains(name), let theme = themes.first(where: { $0.name == name }) else {
                result[name] = appearance
                continue
            }
            let others = themes.filter { $0.name != name }.map { Set($0.enabled) }
            let own = theme.enabled.filter { set in others.contains { !$0.contains(set) } }
            guard !own.isEmpty else {
                throw ImportError(
                    line: nil,
                    "theme '\(name)' enables no token set another theme does not, so none to read as "
                        + appearance.rawValue)
            }
            for set in own { result[set] = appearance }
        }
        return result
    }
}
