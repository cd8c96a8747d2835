/// How a tab bar lays out stacked items: the `UITabBar.ItemPositioning` cases.
public enum ItemPositioning: String, ChoiceDomain {
    case automatic, fill, centered

    /// `UITabBar.ItemPositioning`.
    public static var swiftType: String? { "UITabBar.ItemPositioning" }
}
