/// Whether SwiftUI shows a bar's background: the `Visibility` cases.
package enum BarVisibility: String, ChoiceDomain {
    case automatic, visible, hidden

    /// `Visibility`.
    package static var swiftType: String? { "Visibility" }
}
