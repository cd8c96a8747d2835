/// A part of one `NSParagraphStyle`: its alignment and its line-break mode.
package enum ParagraphComponent: String, CaseIterable, Hashable, Sendable {
    /// `alignment`.
    case alignment
    /// `lineBreakMode`.
    case lineBreakMode
}
