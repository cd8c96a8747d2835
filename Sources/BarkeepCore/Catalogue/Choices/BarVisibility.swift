/// Whether SwiftUI shows a bar's background: the `Visibility` cases.
public enum BarVisibility: String, ChoiceDomain {
    case automatic, visible, hidden

    /// `Visibility`.
    public static var swiftType: String? { "Visibility" }
}
