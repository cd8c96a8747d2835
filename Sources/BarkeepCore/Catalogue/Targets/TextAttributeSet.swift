/// One `[NSAttributedString.Key: Any]` dictionary of an appearance object, such as the
/// `titleTextAttributes` of `buttonAppearance.normal`: the rows that together make one Swift value.
public struct TextAttributeSet: Hashable, Sendable {
    /// The object holding the dictionary.
    public let object: AppearanceObject
    /// The dictionary property: `titleTextAttributes`, `largeTitleTextAttributes` or
    /// `badgeTextAttributes`.
    public let property: String

    /// Creates the set `object.property`.
    public init(_ object: AppearanceObject, _ property: String) {
        self.object = object
        self.property = property
    }
}
