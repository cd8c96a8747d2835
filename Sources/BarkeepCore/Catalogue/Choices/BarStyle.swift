/// A bar's style: the `UIBarStyle` cases Barkeep offers.
package enum BarStyle: String, ChoiceDomain {
    case `default`, black

    /// `UIBarStyle`.
    package static var swiftType: String? { "UIBarStyle" }
}
