/// How a navigation item's back button shows its title: `UINavigationItem.BackButtonDisplayMode`
/// (iOS 14): the specific title, a generic one such as "Back", or the chevron alone.
public enum BackButtonDisplayMode: String, ChoiceDomain {
    case `default`, generic, minimal

    /// `UINavigationItem.BackButtonDisplayMode`.
    public static var swiftType: String? { "UINavigationItem.BackButtonDisplayMode" }
}
