/// How a layout preset places title and buttons in a taller bar (the `strategy` field).
public enum LayoutStrategy: String, CaseIterable, Hashable, Sendable {
    /// Public API only: title and buttons in vertical stacks with spacers (recommended).
    case spacerStack
    /// Re-centres the private `UINavigationBarContentView` in `layoutSubviews`.
    case contentViewLayout
    /// iOS 10 era `setTitleVerticalPositionAdjustment` / `setBackgroundVerticalPositionAdjustment`.
    case positionAdjustment
}
