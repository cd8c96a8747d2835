/// What a number field counts: the unit its values are in, which a design-token export writes beside
/// the number (a `dimension` is a length in points).
public enum NumberUnit: Hashable, Sendable {
    /// A length in points: heights, offsets, font sizes, letter spacing, radii.
    case points
    /// A proportion from 0 to 1, such as an opacity.
    case fraction
}
