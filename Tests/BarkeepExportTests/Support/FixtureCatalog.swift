import BarkeepCore
import BarkeepTestSupport

/// A test catalog and the temporary directory that holds it (removed when the fixture goes away).
final class FixtureCatalog {
    /// The catalog.
    let catalog: Catalog
    /// Its directory.
    let directory: TemporaryDirectory

    /// Wraps `catalog`, which lives in `directory`.
    init(catalog: Catalog, directory: TemporaryDirectory) {
        self.catalog = catalog
        self.directory = directory
    }
}
