import BarkeepRecords

/// One stored field value: canonical literal text, or a reference to another entity by name.
package enum StoredValue: Hashable, Sendable {
    /// Canonical text, such as `#0A84FF`, `opaque`, `70` or `medium,large`.
    case literal(String)
    /// Another entity (a palette colour in a colour field, a theme member).
    case reference(EntityKind, String)
}
