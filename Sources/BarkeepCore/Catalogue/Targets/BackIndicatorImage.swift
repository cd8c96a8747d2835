/// One of the two images `setBackIndicatorImage(_:transitionMaskImage:)` sets together.
public enum BackIndicatorImage: Hashable, Sendable {
    /// The chevron image.
    case image
    /// The mask for the push and pop transition.
    case transitionMask
}
