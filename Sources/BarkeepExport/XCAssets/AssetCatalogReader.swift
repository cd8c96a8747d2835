public import BarkeepCore

/// Reads an asset catalog's colour sets (`import --format xcassets`) into palette colours with their
/// variants (``ColorSetReader``), named as ``AssetCatalogNames`` says. The caller reads the folders
/// (``Folder``); this type does no I/O.
///
/// A colour set whose asset name a palette colour of the catalog already names (`asset=BrandPrimary`,
/// as a Swift import leaves a `UIColor(named:)` placeholder) updates that colour: its values are
/// replaced by the set's, its name, asset and description kept. Every entry states the whole colour, so
/// a placeholder's old values do not linger.
public enum AssetCatalogReader {
    /// One folder of the catalog: its path inside the catalog (`Brand/Primary.colorset`) and the text of
    /// its `Contents.json`, if it has one.
    public struct Folder: Sendable {
        /// The path inside the catalog, `/`-separated, without a leading `/`.
        public let path: String
        /// The text of the folder's `Contents.json`, or nil when it has none.
        public let contents: String?

        /// Creates a folder.
        public init(path: String, contents: String?) {
            self.path = path
            self.contents = contents
        }
    }

    /// What a folder of a catalog is, by its name.
    public enum FolderKind: Sendable {
        /// A colour set (`.colorset`).
        case colorSet
        /// Another kind of asset (`.imageset`, `.appiconset`, `.spriteatlas` …), not read.
        case otherAsset
        /// A group folder, read for what it holds.
        case group
    }

    /// What the folder called `name` is: a colour set, another asset (a name whose extension is Xcode's
    /// for an asset: ending in `set`, or one of its other asset folders), or a group.
    public static func kind(ofFolder name: String) -> FolderKind {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .group }
        let suffix = name[name.index(after: dot)...]
        if suffix == "colorset" { return .colorSet }
        let otherAssets: Set<Substring> = [
            "spriteatlas", "brandassets", "imagestack", "imagestacklayer", "launchimage", "stickerpack",
            "stickersequence", "solidimagestack", "solidimagestacklayer",
        ]
        return suffix.hasSuffix("set") || otherAssets.contains(suffix) ? .otherAsset : .group
    }

    /// The palette colours of the catalog whose folders are `folders` (its groups and colour sets).
    /// `palette` is the catalog's palette: a set whose asset name one of its colours names updates that
    /// colour, and a colour updated keeps its description.
    public static func read(_ folders: [Folder], palette: [Entity]) throws(AssetCatalogReadError)
        -> ImportFormat.Contents
    {
        var existing: [String: Entity] = [:]
        var descriptions: [String: String] = [:]
        for entity in palette {
            descriptions[entity.name] = entity.description
            if let asset = entity.fields[PaletteField.asset.path]?.canonicalText, existing[asset] == nil {
                existing[asset] = entity
            }
        }
        var namespaces = Set<String>()
        for folder in folders where kind(ofFolder: lastComponent(folder.path)) == .group {
            guard let text = folder.contents else { continue }
            if try providesNamespace(text, file: folder.path + "/Contents.json") {
                namespaces.insert(folder.path)
            }
        }
        var entries: [ImportedEntity] = []
        var skipped: [String] = []
        var sources: [String: String] = [:]
        for folder in folders.sorted(by: { $0.path < $1.path })
        where kind(ofFolder: lastComponent(folder.path)) == .colorSet {
            let file = folder.path + "/Contents.json"
            guard let text = folder.contents else {
                throw AssetCatalogReadError(file: folder.path, "the colour set has no Contents.json")
            }
            let set = try ColorSetReader(text, file: file)
            skipped += set.notes.map { "\(file): \($0)" }
            if let reason = set.skipReason {
                skipped.append("\(file): skipped: \(reason)")
                continue
            }
            let asset = assetName(of: folder.path, namespaces: namespaces)
            var entry: ImportedEntity
            if let old = existing[asset] {
                entry = ImportedEntity(kind: .palette, name: old.name, description: old.description)
                entry.fields[PaletteField.asset.path] = asset
            } else {
                guard let name = AssetCatalogNames.paletteName(forAsset: asset) else {
                    skipped.append(
                        "\(file): skipped: '\(asset)' has no letters or digits to make a palette name of")
                    continue
                }
                entry = ImportedEntity(kind: .palette, name: name, description: descriptions[name])
                if name != asset {
                    entry.fields[PaletteField.asset.path] = asset
                    skipped.append(
                        "\(file): palette colour '\(name)' (Barkeep names are lowercase; asset=\(asset) keeps the name)"
                    )
                }
            }
            if let other = sources.updateValue(folder.path, forKey: entry.name) {
                throw AssetCatalogReadError(
                    file: folder.path,
                    "\(other) and \(folder.path) both become palette colour '\(entry.name)'; rename one")
            }
            for (appearance, value) in set.values { entry.fields[appearance.rawValue] = value }
            entries.append(entry)
        }
        return ImportFormat.Contents(entries: entries, kinds: [.palette], skipped: skipped)
    }

    /// The asset name of the colour set at `path`: its name, after the names of the group folders
    /// above it that provide a namespace.
    static func assetName(of path: String, namespaces: Set<String>) -> String {
        let components = path.split(separator: "/").map(String.init)
        var name: [String] = []
        for depth in 1..<max(components.count, 1)
        where namespaces.contains(components.prefix(depth).joined(separator: "/")) {
            name.append(components[depth - 1])
        }
        name.append(String(components.last!.dropLast(".colorset".count)))
        return name.joined(separator: "/")
    }

    /// Whether a group's `Contents.json` says the group provides a namespace.
    private static func providesNamespace(_ text: String, file: String) throws(AssetCatalogReadError) -> Bool
    {
        let root = try AssetCatalogReadError.object(text, file: file)
        if case .bool(let flag)? = root["properties"]?["provides-namespace"]?.content { return flag }
        return false
    }

    /// The last `/`-separated component of `path`.
    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
