/// Catalogue rows that make one Swift value together, so that generators iterate groups, not rows.
package enum FieldGroup: Hashable, Sendable {
    /// The entries of one text-attribute dictionary (colour, font components, kern).
    case textAttributes(TextAttributeSet)
    /// The components of one `UIOffset`.
    case offset(OffsetProperty)
    /// The back-indicator image and its transition mask, set by one call.
    case backIndicator
    /// The width and height of the bar layer's `shadowOffset`: one `CGSize`.
    case layerShadowOffset
    /// The appearances and asset of one palette colour: one `UIColor`.
    case paletteColor
}
