/// A bar text that lint measures and the style guide draws: the title, or a navigation bar's large
/// title. Each is one text-attribute dictionary of the appearance, so its fields are found through
/// the catalogue by target, never by spelling a path.
package enum TextRole: String, CaseIterable, Hashable, Sendable {
    /// `titleTextAttributes`.
    case title
    /// `largeTitleTextAttributes` (navigation bars).
    case largeTitle

    /// The appearance's dictionary of this text.
    package var attributes: TextAttributeSet {
        TextAttributeSet(.appearance, self == .title ? "titleTextAttributes" : "largeTitleTextAttributes")
    }

    /// The point size UIKit gives this text when no font is set.
    package var defaultPointSize: Double { attributes.defaultPointSize }

    /// The text as a sentence names it: `title` or `large title`.
    package var displayName: String { self == .title ? "title" : "large title" }
}
