/// One `[NSAttributedString.Key: Any]` dictionary of an appearance object, such as the
/// `titleTextAttributes` of `buttonAppearance.normal`: the rows that together make one Swift value.
package struct TextAttributeSet: Hashable, Sendable {
    /// The object holding the dictionary.
    package let object: AppearanceObject
    /// The dictionary property: `titleTextAttributes`, `largeTitleTextAttributes` or
    /// `badgeTextAttributes`.
    package let property: String

    /// The point size UIKit gives this text when no font is set: 34 for large titles, 10 for tab item
    /// titles, 17 otherwise.
    package var defaultPointSize: Double {
        if property == "largeTitleTextAttributes" { return 34 }
        if object.propertyPath.first?.hasSuffix("LayoutAppearance") == true { return 10 }
        return 17
    }

    /// Creates the set `object.property`.
    package init(_ object: AppearanceObject, _ property: String) {
        self.object = object
        self.property = property
    }
}
