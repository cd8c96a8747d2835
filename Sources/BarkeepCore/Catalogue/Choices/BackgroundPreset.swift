/// The background preset an appearance starts from: one of `UIBarAppearance`'s
/// `configureWith…Background()` calls, which replace any previous values.
///
/// The call that restores the system background is `defaultBackground`, because the word `default`
/// already means "leave the field to UIKit" (nothing is called).
public enum BackgroundPreset: String, ChoiceDomain {
    case defaultBackground, opaque, transparent

    /// A call, not a value.
    public static var swiftType: String? { nil }

    /// `configureWithDefaultBackground()`, `configureWithOpaqueBackground()` or
    /// `configureWithTransparentBackground()`.
    public var swiftSpelling: String {
        switch self {
        case .defaultBackground: return "configureWithDefaultBackground()"
        case .opaque: return "configureWithOpaqueBackground()"
        case .transparent: return "configureWithTransparentBackground()"
        }
    }
}
