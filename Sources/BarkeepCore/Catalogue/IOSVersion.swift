/// An iOS version such as `15.0` or `16.4`: when an API appeared, or what a theme's code targets.
///
/// Versions compare component by component, so `16.4` comes after `16.0` and before `17.0`.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version, such as 16.
    public let major: Int
    /// The minor version, such as 4.
    public let minor: Int
    /// The patch version, usually 0.
    public let patch: Int

    /// Creates `major.minor.patch`.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `15`, `15.0` or `16.4.1`: one to three components of one or two ASCII digits each.
    public init?(_ text: String) {
        let components = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = components.compactMap { component in
            component.count <= 2 && !component.isEmpty && component.allSatisfy(\.isASCII)
                ? Int(component) : nil
        }
        guard (1...3).contains(components.count), numbers.count == components.count else { return nil }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// `15.0`, `16.4`, or `16.4.1` when the patch is not zero: the form `#available` takes.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// The release as prose names it: `iOS 16`, or `iOS 16.4` when the minor version is not zero.
    public var name: String {
        "iOS " + (minor == 0 && patch == 0 ? "\(major)" : description)
    }

    /// Compares major, then minor, then patch.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

extension IOSVersion {
    /// iOS 12.0: the oldest deployment target current Xcode releases (15 and 16) build.
    public static let oldestBuildable = IOSVersion(12)
    /// iOS 11.0: large titles, `additionalSafeAreaInsets`, colour assets.
    public static let iOS11 = IOSVersion(11)
    /// iOS 13.0: the `UIBarAppearance` API and dynamic colours.
    public static let iOS13 = IOSVersion(13)
    /// iOS 14.0: SwiftUI toolbars.
    public static let iOS14 = IOSVersion(14)
    /// iOS 15.0: sheet presentation controllers and scroll-edge appearances on every bar.
    public static let iOS15 = IOSVersion(15)
    /// iOS 16.0: custom sheet detents and the SwiftUI bar and presentation modifiers.
    public static let iOS16 = IOSVersion(16)
    /// iOS 16.4: SwiftUI presentation corner radius, background and background interaction.
    public static let iOS16point4 = IOSVersion(16, 4)
    /// iOS 17.0: sheet page sizing and `toolbarTitleDisplayMode`.
    public static let iOS17 = IOSVersion(17)
    /// iOS 18.0: `toolbarBackgroundVisibility(_:for:)`; shipped beside tvOS 18, which brought the
    /// `status` and `bottomBar` toolbar placements there.
    public static let iOS18 = IOSVersion(18)
    /// iOS 26.0: `prominentButtonAppearance`, the successor of the deprecated `doneButtonAppearance`.
    public static let iOS26 = IOSVersion(26)
}

extension IOSVersion: ExpressibleByStringLiteral {
    /// A version written in source, such as `"16.4"`; a literal that is not a version is a programming
    /// error.
    public init(stringLiteral text: String) {
        guard let version = IOSVersion(text) else { preconditionFailure("'\(text)' is not an iOS version") }
        self = version
    }
}
