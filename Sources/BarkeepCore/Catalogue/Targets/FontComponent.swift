/// A part of one `UIFont`: the face, the point size, the weight, and the Dynamic Type style it scales
/// with.
package enum FontComponent: String, Hashable, Sendable {
    /// `system`, a family or PostScript name (`UIFont(name:size:)`), or a comma-separated fallback list.
    case face
    /// The point size.
    case size
    /// The `UIFont.Weight` of a system font.
    case weight
    /// The `UIFont.TextStyle` the font scales with through `UIFontMetrics`.
    case textStyle
}
