internal import BarkeepCore

/// One export: the format, the catalog, the entities exported (the closure of the themes named, or all
/// of them) and the settings; what ``Exporter`` hands a format's writer (``ExportFormatWriter``).
struct ExportRequest {
    /// The format asked for.
    let format: ExportFormat
    /// The catalog as stored, whole (the style guide's lint reads all of it).
    let catalog: CatalogSnapshot
    /// The entities exported: the closure of ``themes``, or the whole catalog when none is named.
    let exported: CatalogSnapshot
    /// The themes named, in the order named; empty for the whole catalog.
    let themes: [String]
    /// The settings.
    let settings: ExportSettings
    /// Whether everything that can fail is checked before the stream is returned: false for a
    /// destination the caller discards on error (a temporary file), which then sees the first
    /// resolution error part way through.
    let checkingFirst: Bool

    /// A request for `format` of `catalog`, or of the closure of `themes` when some are named; throws
    /// for a theme that does not exist.
    init(
        format: ExportFormat, catalog: CatalogSnapshot, themes: [String], settings: ExportSettings,
        checkingFirst: Bool
    ) throws(ResolutionError) {
        self.format = format
        self.catalog = catalog
        self.exported = try catalog.closure(ofThemes: themes)
        self.themes = themes
        self.settings = settings
        self.checkingFirst = checkingFirst
    }

    /// The name of the file written.
    var fileName: String { format.defaultFileName }

    /// The names of the exported themes: those named, sorted by name, or every theme when none is.
    var exportedThemeNames: [String] {
        let all = exported.entities(of: .theme).map(\.name)
        guard !themes.isEmpty else { return all }
        let named = Set(themes)
        return all.filter(named.contains)
    }
}
