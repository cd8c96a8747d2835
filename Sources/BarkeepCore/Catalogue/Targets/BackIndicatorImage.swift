/// One of the two images `setBackIndicatorImage(_:transitionMaskImage:)` sets together.
package enum BackIndicatorImage: CaseIterable, Hashable, Sendable {
    /// The chevron image.
    case image
    /// The mask for the push and pop transition.
    case transitionMask

    /// The appearance's property that holds the image.
    package var swiftProperty: String {
        self == .image ? "backIndicatorImage" : "backIndicatorTransitionMaskImage"
    }
}
