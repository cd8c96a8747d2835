/// Whether the view behind a sheet takes input: SwiftUI's `PresentationBackgroundInteraction`
/// (`automatic`, `enabled`, `disabled`, `upThrough:<detent>`).
///
/// UIKit says the same with `largestUndimmedDetentIdentifier`: `upThrough:<detent>` is that detent,
/// `enabled` the sheet's largest detent (none dims), `disabled` is nil (every detent dims), and
/// `automatic` leaves it to UIKit.
public enum BackgroundInteraction: Hashable, Sendable {
    /// The system's behaviour.
    case automatic
    /// Input reaches the presenting view at every detent.
    case enabled
    /// Input never reaches the presenting view.
    case disabled
    /// Input reaches the presenting view up through the named detent (`medium`, `large` or a custom
    /// detent's name).
    case upThrough(String)

    /// The canonical text: `automatic`, `enabled`, `disabled` or `upThrough:<detent>`.
    public var canonicalText: String {
        switch self {
        case .automatic: return "automatic"
        case .enabled: return "enabled"
        case .disabled: return "disabled"
        case .upThrough(let detent): return "upThrough:" + detent
        }
    }

    /// The detent `upThrough` names, if any.
    public var detent: String? {
        if case .upThrough(let detent) = self { return detent }
        return nil
    }

    /// Parses the canonical text; nil for anything else.
    public static func parse(_ text: String) -> BackgroundInteraction? {
        switch text {
        case "automatic": return .automatic
        case "enabled": return .enabled
        case "disabled": return .disabled
        default:
            let prefix = "upThrough:"
            guard text.hasPrefix(prefix) else { return nil }
            let detent = String(text.dropFirst(prefix.count))
            guard detent == "medium" || detent == "large" || EntityNameRule.isValid(detent) else {
                return nil
            }
            return .upThrough(detent)
        }
    }
}
