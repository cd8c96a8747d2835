import BarkeepCore
import BarkeepExport
import FoundationEssentials

extension ImportCommand {
    /// Reads the asset catalog at `path` (`--format xcassets`), writing what was left out, renamed or
    /// clamped to standard error one line each. The colour sets whose asset names the catalog's palette
    /// colours already name update those colours.
    static func readAssetCatalog(_ path: String, _ invocation: Invocation) throws -> ImportFormat.Contents {
        var palette: [Entity] = []
        if FileManager.default.fileExists(atPath: invocation.databasePath) {
            palette = try invocation.openCatalogForReading().entities(kind: .palette)
        }
        let contents: ImportFormat.Contents
        do {
            contents = try AssetCatalogReader.read(AssetCatalogSource.folders(of: path), palette: palette)
        } catch let error as AssetCatalogReadError {
            throw ImportFileError(file: path + "/" + error.file, line: error.line, problem: error.problem)
        }
        for note in contents.skipped { invocation.console.note(path + "/" + note) }
        return ImportFormat.Contents(entries: contents.entries, kinds: contents.kinds, skipped: [])
    }
}
