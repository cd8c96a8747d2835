/// How a toolbar preset's navigation title is displayed: the cases `NavigationBarItem.TitleDisplayMode`
/// and `ToolbarTitleDisplayMode` share (Apple's documentation).
///
/// Generated code uses `toolbarTitleDisplayMode(_:)` from an iOS 17 deployment target and
/// `navigationBarTitleDisplayMode(_:)` below it; both spell the cases the same way. Neither exists on
/// macOS, and `large` does not exist on tvOS.
package enum ToolbarTitleDisplayMode: String, ChoiceDomain {
    case automatic, inline, large

    /// `NavigationBarItem.TitleDisplayMode`, or `ToolbarTitleDisplayMode` from iOS 17.
    package static var swiftType: String? { "NavigationBarItem.TitleDisplayMode" }
}
