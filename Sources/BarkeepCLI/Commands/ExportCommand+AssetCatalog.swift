import BarkeepCore
import BarkeepExport

extension ExportCommand {
    /// `export --format xcassets --output <name>.xcassets`: the palette (of the closure of `themes`) as an
    /// asset catalog folder, swapped in whole (``AssetCatalogDestination``); colours left out are noted
    /// on standard error.
    static func exportAssetCatalog(_ invocation: Invocation, themes: [String]) throws -> Int32 {
        guard let output = invocation.command.option("output") else {
            throw invocation.usageError(
                "--format xcassets writes a folder; name it with --output <name>.xcassets")
        }
        var trimmed = output
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed.hasSuffix(".xcassets") else {
            throw invocation.usageError(
                "--format xcassets writes an asset catalog, whose folder name ends in .xcassets; got '\(output)'"
            )
        }
        let snapshot = try SnapshotSource.snapshot(invocation)
        let catalog = try AssetCatalogExporter.catalog(
            of: ResolvedCatalog(snapshot: snapshot, themes: themes))
        let path = try AssetCatalogDestination.write(
            catalog, to: output, sparing: CatalogFiles(catalogPath: invocation.databasePath))
        for line in catalog.skipped { invocation.console.note("note: " + line) }
        invocation.console.print("wrote \(path)")
        return ExitStatus.success
    }
}
