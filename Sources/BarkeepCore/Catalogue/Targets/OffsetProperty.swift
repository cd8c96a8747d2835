/// A `UIOffset` property of an appearance object, such as `titlePositionAdjustment`: its horizontal and
/// vertical rows make one Swift value.
public struct OffsetProperty: Hashable, Sendable {
    /// The object holding the property.
    public let object: AppearanceObject
    /// The property name.
    public let property: String

    /// Creates the offset `object.property`.
    public init(_ object: AppearanceObject, _ property: String) {
        self.object = object
        self.property = property
    }
}
