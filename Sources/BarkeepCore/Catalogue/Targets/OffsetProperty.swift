/// A `UIOffset` property of an appearance object, such as `titlePositionAdjustment`: its horizontal and
/// vertical rows make one Swift value.
package struct OffsetProperty: Hashable, Sendable {
    /// The object holding the property.
    package let object: AppearanceObject
    /// The property name.
    package let property: String

    /// Creates the offset `object.property`.
    package init(_ object: AppearanceObject, _ property: String) {
        self.object = object
        self.property = property
    }
}
