/// The colour scheme SwiftUI gives a bar's content (`toolbarColorScheme(_:for:)`); `automatic` is nil.
package enum BarColorScheme: String, ChoiceDomain {
    case automatic, light, dark

    /// `ColorScheme?`.
    package static var swiftType: String? { "ColorScheme?" }

    /// `nil` for automatic, else `.light` or `.dark`.
    package var swiftSpelling: String { self == .automatic ? "nil" : "." + rawValue }
}
