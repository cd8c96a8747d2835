import BarkeepExport
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the folders of an asset catalog for `import --format xcassets`: every group folder (nested
/// too) and colour set with the text of its `Contents.json`. Other assets (`.imageset` …) and hidden
/// entries are passed over. Symbolic links are followed, and a folder reached twice (a link loop) is
/// refused; so are nesting past ``maximumDepth``, more than ``maximumColorSets`` colour sets and a
/// `Contents.json` past ``maximumFileSize``, each in words naming the path.
enum AssetCatalogSource {
    /// The deepest nesting of group folders read.
    static let maximumDepth = 64
    /// The most colour sets one import reads.
    static let maximumColorSets = 20_000
    /// The largest `Contents.json` read, in bytes.
    static let maximumFileSize = 1 << 20

    /// The folders of the catalog at `root`.
    static func folders(of root: String) throws -> [AssetCatalogReader.Folder] {
        var status = stat()
        guard stat(root, &status) == 0 else {
            let problem = errno == ELOOP ? "its symbolic links form a loop" : "no such folder"
            throw ImportFileError(file: root, problem: problem)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw ImportFileError(
                file: root,
                problem: "it is not a folder; --format xcassets reads an asset catalog (Assets.xcassets)")
        }
        var walk = Walk(root: root)
        try walk.read("", depth: 0)
        return walk.folders
    }

    /// The state of one walk through a catalog.
    private struct Walk {
        /// The catalog's path.
        let root: String
        /// The folders read so far.
        var folders: [AssetCatalogReader.Folder] = []
        /// The folders entered, by identity, to find link loops.
        var entered: [FileIdentity] = []
        /// The colour sets read so far.
        var colorSets = 0

        /// Reads the folder at `relative` (inside the catalog) and what it holds.
        mutating func read(_ relative: String, depth: Int) throws {
            let path = relative.isEmpty ? root : root + "/" + relative
            guard depth <= AssetCatalogSource.maximumDepth else {
                throw ImportFileError(
                    file: path, problem: "folders nest deeper than \(AssetCatalogSource.maximumDepth) levels")
            }
            guard let identity = FileIdentity(path: path) else {
                throw ImportFileError(
                    file: path, problem: "cannot read the folder (its symbolic links may form a loop)")
            }
            if entered.contains(identity) {
                throw ImportFileError(
                    file: path, problem: "it leads back to a folder already read (a symbolic link loop)")
            }
            entered.append(identity)
            defer { entered.removeLast() }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path).filter {
                    !$0.hasPrefix(".")
                }.sorted()
            } catch {
                throw ImportFileError(file: path, problem: "cannot list the folder")
            }
            if !relative.isEmpty {
                folders.append(AssetCatalogReader.Folder(path: relative, contents: try contents(of: path)))
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard stat(root + "/" + child, &status) == 0 else {
                    if errno == ELOOP {
                        throw ImportFileError(
                            file: root + "/" + child, problem: "its symbolic links form a loop")
                    }
                    continue
                }
                guard status.st_mode & S_IFMT == S_IFDIR else { continue }
                switch AssetCatalogReader.kind(ofFolder: name) {
                case .otherAsset: continue
                case .group: try read(child, depth: depth + 1)
                case .colorSet:
                    colorSets += 1
                    guard colorSets <= AssetCatalogSource.maximumColorSets else {
                        throw ImportFileError(
                            file: root,
                            problem:
                                "it holds more than \(AssetCatalogSource.maximumColorSets) colour sets, more "
                                + "than one import reads")
                    }
                    folders.append(
                        AssetCatalogReader.Folder(path: child, contents: try contents(of: root + "/" + child))
                    )
                }
            }
        }

        /// The text of the `Contents.json` in the folder `path`, or nil when there is none.
        private func contents(of path: String) throws -> String? {
            let file = path + "/Contents.json"
            var status = stat()
            guard stat(file, &status) == 0 else { return nil }
            if let problem = ImportFileText.problem(with: file) {
                throw ImportFileError(file: file, problem: problem)
            }
            guard Int(status.st_size) <= AssetCatalogSource.maximumFileSize else {
                throw ImportFileError(
                    file: file,
                    problem: "it has \(status.st_size) bytes; a Contents.json is read up to "
                        + "\(AssetCatalogSource.maximumFileSize)")
            }
            return try ImportFileText.text(of: file)
        }
    }
}
