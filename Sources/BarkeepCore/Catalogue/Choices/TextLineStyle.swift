/// The line under or through text: `NSUnderlineStyle`'s line styles, which `.underlineStyle` and
/// `.strikethroughStyle` take as the style's raw value (`none` is no line, UIKit's default).
package enum TextLineStyle: String, ChoiceDomain {
    case none, single, thick, double

    /// `NSUnderlineStyle`.
    package static var swiftType: String? { "NSUnderlineStyle" }

    /// The raw value the attribute dictionary holds: `NSUnderlineStyle.single.rawValue`, `0` for none.
    package var swiftSpelling: String { self == .none ? "0" : "NSUnderlineStyle.\(rawValue).rawValue" }

    /// The number `NSUnderlineStyle` gives the style (its raw value), which code may write instead.
    package var rawNumber: Int {
        switch self {
        case .none: return 0
        case .single: return 1
        case .thick: return 2
        case .double: return 9
        }
    }
}
