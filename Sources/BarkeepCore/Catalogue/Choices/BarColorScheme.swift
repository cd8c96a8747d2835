/// The colour scheme SwiftUI gives a bar's content (`toolbarColorScheme(_:for:)`); `automatic` is nil.
public enum BarColorScheme: String, ChoiceDomain {
    case automatic, light, dark

    /// `ColorScheme?`.
    public static var swiftType: String? { "ColorScheme?" }

    /// `nil` for automatic, else `.light` or `.dark`.
    public var swiftSpelling: String { self == .automatic ? "nil" : "." + rawValue }
}
