import BarkeepCore
import BarkeepExport
import FoundationEssentials

/// The files `import --format dtcg` reads when it is given several paths or a folder: each folder
/// walked for its `.json` files in sorted order, each named by its path below the folder (Tokens
/// Studio's token set names), each file given on its own named by its path.
enum DesignTokenSources {
    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// The names of the catalog's palette colours, which an alias naming no token may name; none
    /// when there is no catalog yet (the import creates it).
    static func catalogPalette(_ invocation: Invocation) -> Set<String> {
        guard let catalog = try? invocation.openCatalogForReading(),
            let palette = try? catalog.entities(kind: .palette)
        else { return [] }
        return Set(palette.map(\.name))
    }

    /// The files `paths` name, read, in order.
    static func files(_ paths: [String]) throws -> [ImportFormat.SourceFile] {
        var files: [ImportFormat.SourceFile] = []
        for path in paths {
            var found = [(path: path, name: path)]
            if isFolder(path) {
                var folder = path
                while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
                found = try FileManager.default.subpathsOfDirectory(atPath: path)
                    .filter { $0.hasSuffix(".json") }.sorted()
                    .map { (folder == "/" ? "/" + $0 : folder + "/" + $0, $0) }
            }
            for file in found {
                if let problem = ImportFileText.problem(with: file.path) {
                    throw ImportFileError(file: file.path, problem: problem)
                }
                let text = try ImportFileText.text(of: file.path)
                files.append(ImportFormat.SourceFile(path: file.path, name: file.name, text: text))
            }
        }
        return files
    }
}
