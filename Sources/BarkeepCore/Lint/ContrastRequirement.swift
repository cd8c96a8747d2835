/// The WCAG 2.x contrast Barkeep asks of bar text (docs/lint.md), by text size.
///
/// Normal text: under 4.5:1 is a warning, under 3:1 an error. Large text (large titles; text of 24 pt
/// and up, or 18.5 pt and up when semibold or heavier): under 3:1 is an error, under 4.5:1 a note.
/// Thresholds compare the unrounded ratio: 4.496 shows as "4.50" yet is under 4.5.
package enum ContrastRequirement: Hashable, Sendable {
    /// Text below the large-text sizes.
    case normalText
    /// Large titles, and text of 24 pt and up (18.5 pt and up when semibold or heavier).
    case largeText

    /// The requirement for text of `size` points and `weight` (nil is regular).
    package static func forText(size: Double, weight: FontWeight?, isLargeTitle: Bool = false)
        -> ContrastRequirement
    {
        if isLargeTitle || size >= 24 { return .largeText }
        if size >= 18.5, let weight, weight.countsAsBold { return .largeText }
        return .normalText
    }

    /// The severity of a contrast `ratio` (unrounded), or nil when it is enough.
    package func severity(forRatio ratio: Double) -> LintSeverity? {
        if ratio < 3 { return .error }
        if ratio < 4.5 { return self == .normalText ? .warning : .note }
        return nil
    }

    /// `normal text` or `large text`.
    package var name: String { self == .normalText ? "normal text" : "large text" }
}
