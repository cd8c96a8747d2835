/// How a navigation item's back button shows its title: `UINavigationItem.BackButtonDisplayMode`
/// (iOS 14): the specific title, a generic one such as "Back", or the chevron alone.
package enum BackButtonDisplayMode: String, ChoiceDomain {
    case `default`, generic, minimal

    /// `UINavigationItem.BackButtonDisplayMode`.
    package static var swiftType: String? { "UINavigationItem.BackButtonDisplayMode" }
}
