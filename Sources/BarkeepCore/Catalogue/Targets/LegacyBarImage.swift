/// An image of the bar's pre-iOS 13 API that code from iOS 13 can set back to nil
/// (`bar.clearsLegacy…Image`): what an appearance proxy or older code set through the old API, which the
/// appearance objects are then left to decide.
package enum LegacyBarImage: String, CaseIterable, Hashable, Sendable {
    /// `setBackgroundImage(_:for:)` (a navigation bar), `backgroundImage` (a tab bar),
    /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)` (a toolbar).
    case background
    /// `shadowImage` (navigation and tab bars), `setShadowImage(_:forToolbarPosition:)` (a toolbar).
    case shadow

    /// The toolbar positions a toolbar's images are set for (`UIToolbarPosition`: any, bottom, top), each
    /// cleared.
    package static let toolbarPositions = ["any", "bottom", "top"]

    /// The property or method of `bar` that holds the image: what the Swift import reads a nil from.
    package func swiftName(on bar: BarKind) -> String {
        switch (self, bar) {
        case (.background, .tab): return "backgroundImage"
        case (.background, _): return "setBackgroundImage"
        case (.shadow, .toolbar): return "setShadowImage"
        case (.shadow, _): return "shadowImage"
        }
    }

    /// The statements, after `bar.`, that set the image back to nil: for the default bar metrics, which
    /// UIKit falls back to for the others, and for a toolbar at every position.
    package func clearingStatements(on bar: BarKind) -> [String] {
        switch (self, bar) {
        case (.background, .navigation): return ["setBackgroundImage(nil, for: .default)"]
        case (.background, .tab): return ["backgroundImage = nil"]
        case (.background, .toolbar):
            return Self.toolbarPositions.map {
                "setBackgroundImage(nil, forToolbarPosition: .\($0), barMetrics: .default)"
            }
        case (.shadow, .toolbar):
            return Self.toolbarPositions.map { "setShadowImage(nil, forToolbarPosition: .\($0))" }
        case (.shadow, _): return ["shadowImage = nil"]
        }
    }

    /// The iOS version that introduced the API: 5.0 for background images, 6.0 for shadow images.
    package var introduced: IOSVersion { self == .background ? IOSVersion(5) : IOSVersion(6) }
}
