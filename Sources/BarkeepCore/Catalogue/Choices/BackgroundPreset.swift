/// The background preset an appearance starts from: one of `UIBarAppearance`'s
/// `configureWith…Background()` calls, which replace any previous values.
public enum BackgroundPreset: String, ChoiceDomain {
    case `default`, opaque, transparent

    /// A call, not a value.
    public static var swiftType: String? { nil }

    /// `configureWithDefaultBackground()`, `configureWithOpaqueBackground()` or
    /// `configureWithTransparentBackground()`.
    public var swiftSpelling: String {
        "configureWith\(rawValue.prefix(1).uppercased() + rawValue.dropFirst())Background()"
    }
}
