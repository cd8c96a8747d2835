/// A bar's style: the `UIBarStyle` cases Barkeep offers.
public enum BarStyle: String, ChoiceDomain {
    case `default`, black

    /// `UIBarStyle`.
    public static var swiftType: String? { "UIBarStyle" }
}
