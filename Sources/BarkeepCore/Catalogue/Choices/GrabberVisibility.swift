/// Whether a sheet shows its grabber: SwiftUI's `Visibility` cases, with `true` and `false` (the
/// field's earlier values, which stored catalogs hold) accepted as `visible` and `hidden`.
///
/// UIKit's `prefersGrabberVisible` is `true` for `visible`, `false` for `hidden`, and left unset for
/// `automatic`.
package enum GrabberVisibility: String, ChoiceDomain {
    case automatic, visible, hidden

    /// `Visibility`.
    package static var swiftType: String? { "Visibility" }

    /// `true` → `visible`, `false` → `hidden`.
    package static var aliases: [String: GrabberVisibility] { ["true": .visible, "false": .hidden] }

    /// `true`, `false`, or nil for `automatic` (UIKit's own default is kept).
    package var uikitSpelling: String? {
        switch self {
        case .automatic: return nil
        case .visible: return "true"
        case .hidden: return "false"
        }
    }
}
