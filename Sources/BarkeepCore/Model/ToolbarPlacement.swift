/// A SwiftUI `ToolbarItemPlacement` role, with the platforms that show it.
public enum ToolbarPlacement: String, CaseIterable, Codable, Sendable {
    case automatic
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
    case topBarLeading
    case topBarTrailing
    case navigationBarLeading
    case navigationBarTrailing

    /// The platforms where the placement exists (Apple's documentation; iPadOS as iOS).
    public var platforms: Set<Platform> {
        switch self {
        case .automatic, .cancellationAction, .confirmationAction, .primaryAction, .destructiveAction:
            return [.iOS, .iPadOS, .macOS, .tvOS, .watchOS, .visionOS]
        case .principal, .navigation: return [.iOS, .iPadOS, .macOS, .tvOS, .visionOS]
        case .secondaryAction: return [.iOS, .iPadOS, .macOS, .visionOS]
        case .status: return [.iOS, .iPadOS, .macOS, .tvOS, .visionOS]
        case .keyboard: return [.iOS, .iPadOS, .macOS]
        case .bottomBar: return [.iOS, .iPadOS, .tvOS, .watchOS, .visionOS]
        case .topBarLeading, .topBarTrailing: return [.iOS, .iPadOS, .tvOS, .watchOS, .visionOS]
        case .navigationBarLeading, .navigationBarTrailing: return [.iOS, .iPadOS, .tvOS, .visionOS]
        }
    }

    /// The iOS version that introduced the placement (Apple's documentation); `topBarLeading` and
    /// `topBarTrailing` are `@backDeployed(before: iOS 17.0)`, so usable from iOS 14.
    public var introduced: IOSVersion {
        switch self {
        case .secondaryAction: return .iOS16
        case .keyboard: return .iOS15
        case .automatic, .cancellationAction, .confirmationAction, .primaryAction, .destructiveAction,
            .principal,
            .navigation, .status, .bottomBar, .topBarLeading, .topBarTrailing, .navigationBarLeading,
            .navigationBarTrailing:
            return .iOS14
        }
    }

    /// The version of `platform` that brought the placement, where that came later than the platform's
    /// first SwiftUI toolbars (Apple's documentation), with the iOS release it shipped beside: `status` and
    /// `bottomBar` came to tvOS in 18 (beside iOS 18); `bottomBar`, `topBarLeading` and `topBarTrailing`
    /// to watchOS in 10 (beside iOS 17). Nil elsewhere, and where the placement does not exist.
    public func laterIntroduction(on platform: Platform) -> (version: String, besideIOS: IOSVersion)? {
        switch (self, platform) {
        case (.status, .tvOS), (.bottomBar, .tvOS): return ("tvOS 18.0", .iOS18)
        case (.bottomBar, .watchOS), (.topBarLeading, .watchOS), (.topBarTrailing, .watchOS):
            return ("watchOS 10.0", .iOS17)
        default: return nil
        }
    }

    /// Whether code for `platform` can use the placement when the app's iOS deployment target is
    /// `target`. The catalog knows only an iOS deployment target, so the other platform is taken to
    /// target the release that shipped beside it (tvOS numbers have moved with iOS's since tvOS 9).
    public func isUsable(on platform: Platform, iOSTarget target: IOSVersion) -> Bool {
        guard platforms.contains(platform) else { return false }
        return laterIntroduction(on: platform).map { $0.besideIOS <= target } ?? true
    }

    /// The placement Apple says to use instead, when this one is deprecated (`navigationBarLeading`:
    /// "Use topBarLeading instead").
    public var replacement: ToolbarPlacement? {
        switch self {
        case .navigationBarLeading: return .topBarLeading
        case .navigationBarTrailing: return .topBarTrailing
        default: return nil
        }
    }
}
