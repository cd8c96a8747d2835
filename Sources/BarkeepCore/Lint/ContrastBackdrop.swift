/// What a bar text's background was measured against, when it is not simply the background colour: kept
/// as a case, so that only a measurement that makes a finding spells it out.
enum ContrastBackdrop: Equatable {
    /// The background colour itself, opaque in every appearance.
    case backgroundColor
    /// A variant left to UIKit, which draws it transparent: measured against `systemBackground`.
    case transparent
    /// A background colour translucent in some appearance, composited over `systemBackground`.
    case translucent
    /// A background preset (`default`, `opaque`, `transparent`) with no colour: measured against
    /// `systemBackground`.
    case noColor(preset: String)

    /// The note lint and the style guide print, or nil for the background colour itself.
    var note: String? {
        switch self {
        case .backgroundColor: return nil
        case .transparent:
            return "left to UIKit, which draws it transparent: measured against systemBackground"
        case .translucent: return "translucent background composited over systemBackground"
        case .noColor(let preset):
            return "\(preset) background with no colour: measured against systemBackground"
        }
    }
}
