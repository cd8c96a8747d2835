/// The releases of Apple's platforms that shipped beside one iOS release, each with the same SwiftUI:
/// iOS 16 came with macOS 13, tvOS 16, watchOS 9 and (from iOS 17) visionOS.
///
/// The catalog knows only an iOS deployment target, so the SwiftUI file takes every other platform to
/// target the release beside it, and writes `@available` and `#available` naming each platform's
/// release beside the iOS version an API needs.
package struct PlatformRelease: Hashable, Sendable {
    /// The iOS release.
    package let iOS: IOSVersion
    /// The macOS release beside it.
    package let macOS: IOSVersion
    /// The tvOS release beside it (tvOS has carried iOS's numbers since tvOS 9).
    package let tvOS: IOSVersion
    /// The watchOS release beside it.
    package let watchOS: IOSVersion
    /// The visionOS release beside it; 1.0, the first, for iOS releases before visionOS existed.
    package let visionOS: IOSVersion

    /// The releases beside iOS `version`: tvOS's of the same number, the others those beside the latest
    /// iOS release listed at or below it.
    package init(besideIOS version: IOSVersion) {
        let row = Self.rows.last { $0.iOS <= version } ?? Self.rows[0]
        self.init(iOS: version, macOS: row.macOS, watchOS: row.watchOS, visionOS: row.visionOS)
    }

    /// Creates the releases of one row.
    private init(
        iOS: IOSVersion, macOS: IOSVersion, watchOS: IOSVersion, visionOS: IOSVersion = IOSVersion(1)
    ) {
        self.iOS = iOS
        self.macOS = macOS
        self.tvOS = iOS
        self.watchOS = watchOS
        self.visionOS = visionOS
    }

    /// The release of `platform` (iPadOS as iOS).
    package func version(on platform: Platform) -> IOSVersion {
        switch platform {
        case .iOS, .iPadOS: return iOS
        case .macOS: return macOS
        case .tvOS: return tvOS
        case .watchOS: return watchOS
        case .visionOS: return visionOS
        }
    }

    /// The iOS releases that brought SwiftUI API, with the releases beside them (Apple's release notes
    /// of each year's platforms; SwiftUI's API carries the same yearly versions on all of them).
    private static let rows: [PlatformRelease] = [
        PlatformRelease(iOS: .iOS13, macOS: IOSVersion(10, 15), watchOS: IOSVersion(6)),
        PlatformRelease(iOS: .iOS14, macOS: IOSVersion(11), watchOS: IOSVersion(7)),
        PlatformRelease(iOS: .iOS15, macOS: IOSVersion(12), watchOS: IOSVersion(8)),
        PlatformRelease(iOS: .iOS16, macOS: IOSVersion(13), watchOS: IOSVersion(9)),
        PlatformRelease(iOS: .iOS16point4, macOS: IOSVersion(13, 3), watchOS: IOSVersion(9, 4)),
        PlatformRelease(iOS: .iOS17, macOS: IOSVersion(14), watchOS: IOSVersion(10)),
        PlatformRelease(iOS: .iOS18, macOS: IOSVersion(15), watchOS: IOSVersion(11), visionOS: IOSVersion(2)),
        PlatformRelease(
            iOS: IOSVersion(26), macOS: IOSVersion(26), watchOS: IOSVersion(26), visionOS: IOSVersion(26)),
    ]
}
