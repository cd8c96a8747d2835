internal import BarkeepCore

/// A colour as the import found it: its field text, where it came from, and the palette name it
/// would take.
struct ColorReference: Sendable {
    /// The colour value (`#C62828`, `system:red`, `clear`, `{name}`), or `nil` when only the palette
    /// entry can express it (an asset, a dynamic provider, a placeholder).
    var literal: String?
    /// The palette entry this colour is, when it must be one: its fields (`light`, `dark`, `asset` …).
    var paletteFields: [PaletteField: String] = [:]
    /// The name it would take in the palette (from a property or variable), if any.
    var nameHint: String?
    /// The code it came from, for reports.
    var source: String
    /// The file and line it came from.
    var location: String
    /// Whether it stands for an expression the import could not evaluate.
    var isPlaceholder = false
    /// Where a placeholder's expression is, for the report line the palette builder writes.
    var origin: SourceLocation?
    /// Why a placeholder stands for its expression (`cannot be evaluated`), for the report.
    var placeholderReason: String?

    /// Whether the colour has to be a palette entry (an asset, a dynamic colour or a placeholder).
    var needsPalette: Bool { literal == nil }

    /// What identifies equal colours for palette sharing: a placeholder is one per distinct expression,
    /// wherever it is written.
    var identity: String {
        if isPlaceholder { return "placeholder:" + source }
        return literal
            ?? paletteFields.sorted { $0.key.path < $1.key.path }.map { "\($0.key.path)=\($0.value)" }
            .joined(separator: ";")
    }
}
