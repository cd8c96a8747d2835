/// The background preset an appearance starts from: one of `UIBarAppearance`'s
/// `configureWith…Background()` calls, which replace any previous values.
///
/// The call that restores the system background is `defaultBackground`, because the word `default`
/// already means "leave the field to UIKit" (nothing is called).
package enum BackgroundPreset: String, ChoiceDomain {
    case defaultBackground, opaque, transparent

    /// The key, within a variant, of the field that calls a preset.
    package static let fieldKey = "background"

    /// The background and shadow fields every `configureWith…Background()` call sets (each call
    /// "replaces any previous values", UIBarAppearance): a variant that calls one does not take these
    /// from the variant it falls back to.
    package static let resetFields: Set<String> = [
        "backgroundColor", "backgroundEffect", "backgroundImage", "backgroundImageContentMode", "shadowColor",
        "shadowImage",
    ]

    /// What a `configureWith…Background()` call replaces, as APIs: the preset itself and the properties
    /// every bar appearance has (``resetFields``, by key).
    package static let configuredTargets = AppearancePaths.commonKeys.map(\.uikit)

    /// A call, not a value.
    package static var swiftType: String? { nil }

    /// `configureWithDefaultBackground()`, `configureWithOpaqueBackground()` or
    /// `configureWithTransparentBackground()`.
    package var swiftSpelling: String {
        switch self {
        case .defaultBackground: return "configureWithDefaultBackground()"
        case .opaque: return "configureWithOpaqueBackground()"
        case .transparent: return "configureWithTransparentBackground()"
        }
    }
}
