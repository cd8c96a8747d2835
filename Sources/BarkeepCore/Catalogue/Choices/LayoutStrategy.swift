/// How a layout preset places title and buttons in a taller bar (the `strategy` field).
package enum LayoutStrategy: String, ChoiceDomain {
    /// Steers the generated bar subclass; no Swift value.
    package static var swiftType: String? { nil }

    /// Public API only: title and buttons in vertical stacks with spacers (recommended).
    case spacerStack
    /// Re-centres the private `UINavigationBarContentView` in `layoutSubviews`.
    case contentViewLayout
    /// iOS 10 era `setTitleVerticalPositionAdjustment` / `setBackgroundVerticalPositionAdjustment`.
    case positionAdjustment
}
