public import BarkeepCore

/// Turns a catalog into a file in one ``ExportFormat``: no file I/O, no clock, so the same catalog
/// always gives the same bytes. Each format is written by the writer of its row in the format table
/// (``ExportFormat/entry``); every export is a stream, which ``export(_:themes:as:settings:)`` collects.
public enum Exporter {
    /// The file `format` makes of `snapshot` (or of the closure of `themes`), checked and ready to be
    /// written piece by piece. `json`, `dtcg`, `uikit`, `swiftui` and `html` resolve and write one
    /// entity at a time while the file is written, keeping only the memo of ancestors and palette colours (and, for
    /// Swift, the exported themes, which decide the deployment target); with `checkingFirst`, every
    /// entity is resolved once before, so that nothing is written of a catalog that does not resolve.
    ///
    /// With `checkingFirst` false, `json`, `dtcg` and `uikit` skip that pass, and writing throws the first
    /// resolution error instead, part way through: for a destination the caller discards on error (a
    /// temporary file). `swiftui` writes no appearance or layout, and `html` walks every entity before
    /// its first line, so both always check first.
    public static func stream(
        _ snapshot: CatalogSnapshot, themes: [String], as format: ExportFormat, settings: ExportSettings,
        checkingFirst: Bool = true
    ) throws -> ExportStream {
        guard let writer = format.entry.writer else {
            throw ExportError("an asset catalog is a folder of files; AssetCatalogExporter writes it")
        }
        return try writer.stream(
            ExportRequest(
                format: format, catalog: snapshot, themes: themes, settings: settings,
                checkingFirst: checkingFirst))
    }

    /// The file `format` makes of `snapshot`, or of the closure of `themes` when some are named: the
    /// stream, collected. Resolved formats throw the first resolution error in kind and name order, as
    /// the stream checked first does; `snapshot` writes the entities as stored.
    public static func export(
        _ snapshot: CatalogSnapshot, themes: [String], as format: ExportFormat, settings: ExportSettings
    ) throws -> [ExportedFile] {
        let stream = try stream(snapshot, themes: themes, as: format, settings: settings)
        var contents = ""
        try stream.write { contents += $0 }
        return [ExportedFile(name: stream.name, contents: contents)]
    }
}
