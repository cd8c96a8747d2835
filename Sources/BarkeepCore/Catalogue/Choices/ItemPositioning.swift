/// How a tab bar lays out stacked items: the `UITabBar.ItemPositioning` cases.
package enum ItemPositioning: String, ChoiceDomain {
    case automatic, fill, centered

    /// `UITabBar.ItemPositioning`.
    package static var swiftType: String? { "UITabBar.ItemPositioning" }
}
