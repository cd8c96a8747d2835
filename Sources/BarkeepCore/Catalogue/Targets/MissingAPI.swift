/// Why a catalogue row has no UIKit API, and the text attribute it names, so that the rows which do
/// set that attribute can be offered in its place (``FieldCatalogue/rowsDoingTheJob(of:)``).
package struct MissingAPI: Hashable, Sendable {
    /// What UIKit lacks and what to set instead: "UITabBarAppearance has no titleTextAttributes; set …".
    package let reason: String
    /// The text-attribute dictionary the row would belong to (`titleTextAttributes`), which the
    /// variant's appearance object does not have.
    package let attributes: String
    /// The entry of that dictionary the row would set.
    package let attribute: TextAttribute

    /// A row without API for `reason`, which would have set `attribute` of `attributes`.
    package init(reason: String, attributes: String, attribute: TextAttribute) {
        self.reason = reason
        self.attributes = attributes
        self.attribute = attribute
    }
}
