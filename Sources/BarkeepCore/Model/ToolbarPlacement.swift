/// A SwiftUI `ToolbarItemPlacement` role, with the platforms that show it.
public enum ToolbarPlacement: String, CaseIterable, Codable, Sendable {
    case cancellationAction
    case confirmationAction
    case primaryAction
    case secondaryAction
    case destructiveAction
    case principal
    case navigation
    case status
    case bottomBar
    case keyboard

    /// The platforms where the placement exists (reference sheet §7; iPadOS as iOS).
    public var platforms: Set<Platform> {
        switch self {
        case .cancellationAction, .confirmationAction, .primaryAction, .destructiveAction:
            return [.iOS, .iPadOS, .macOS, .tvOS, .watchOS]
        case .principal, .navigation: return [.iOS, .iPadOS, .macOS, .tvOS]
        case .secondaryAction: return [.iOS, .iPadOS, .macOS]
        case .status: return [.iOS, .iPadOS, .macOS, .tvOS]
        case .keyboard: return [.iOS, .iPadOS, .macOS]
        case .bottomBar: return [.iOS, .iPadOS, .tvOS, .watchOS]
        }
    }

    /// The iOS version that introduced the placement (reference sheet §7).
    public var introduced: IOSVersion {
        switch self {
        case .secondaryAction: return .iOS16
        case .keyboard: return .iOS15
        case .cancellationAction, .confirmationAction, .primaryAction, .destructiveAction, .principal,
            .navigation, .status, .bottomBar:
            return .iOS14
        }
    }
}
