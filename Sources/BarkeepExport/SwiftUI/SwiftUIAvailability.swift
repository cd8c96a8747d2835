internal import BarkeepCore

/// The availability of the SwiftUI file's declarations and branches, naming every platform: an API
/// that needs iOS 16 is `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)`, each platform
/// with its release beside iOS 16 (``PlatformRelease``, from the catalogue), and visionOS where it needs
/// more than its first release. The catalog knows only an iOS deployment target, so the file takes every
/// other platform to target the release beside it: an attribute or `#available` is written only when
/// the API is newer than the target.
///
/// SwiftUI itself is iOS 13, so at a deployment target below that every type, palette namespace and
/// `extension View` carries an attribute at least, and an app that still supports iOS 10 compiles the
/// file and uses it behind `#available`.
enum SwiftUIAvailability {
    /// SwiftUI's first iOS.
    static let introduced = APIAvailability.swiftUI.introduced

    /// The platform list of an attribute or `#available` for the releases beside iOS `version`:
    /// `iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *`.
    static func platforms(_ version: IOSVersion) -> String {
        let release = PlatformRelease(besideIOS: version)
        var platforms = [
            "iOS \(release.iOS)", "macOS \(release.macOS)", "tvOS \(release.tvOS)",
            "watchOS \(release.watchOS)",
        ]
        if release.visionOS > PlatformRelease(besideIOS: introduced).visionOS {
            platforms.append("visionOS \(release.visionOS)")
        }
        return (platforms + ["*"]).joined(separator: ", ")
    }

    /// `#available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)`.
    static func condition(_ version: IOSVersion) -> String {
        "#available(\(platforms(version)))"
    }

    /// `@available(…)` for a type of the SwiftUI file whose own API needs `needed` (SwiftUI's iOS 13 at
    /// least), when `target` is earlier; nil otherwise.
    static func attribute(_ needed: IOSVersion, target: IOSVersion) -> String? {
        let version = max(needed, introduced)
        return version > target ? "@available(\(platforms(version)))" : nil
    }

    /// `@available(…)` for a member of an `extension View` (``writeViewExtension(target:into:_:)``)
    /// that needs `needed`: only when that is later than both `target` and the extension's iOS 13.
    static func memberAttribute(_ needed: IOSVersion, target: IOSVersion) -> String? {
        attribute(needed, target: max(target, introduced))
    }

    /// Writes `extension View { … }`, available from iOS 13 when `target` is earlier (an extension of a
    /// type the deployment target lacks must say so itself).
    static func writeViewExtension(
        target: IOSVersion, into writer: inout SwiftSourceWriter, _ body: (inout SwiftSourceWriter) -> Void
    ) {
        if let attribute = attribute(introduced, target: target) { writer.line(attribute) }
        writer.block("extension View") { writer in body(&writer) }
    }
}
