/// The navigation container a toolbar preset wraps its content in, on the platforms that need one to
/// show toolbar items (the `container` field).
package enum NavigationContainer: String, ChoiceDomain {
    /// Steers the generated toolbar modifier; no Swift value.
    package static var swiftType: String? { nil }

    /// `NavigationStack` from iOS 16, else `NavigationView` with the `.stack` style.
    case automatic
    /// Always `NavigationStack` (the modifier then needs iOS 16).
    case stack
    /// Always `NavigationView` with the `.stack` style (deprecated, but available from iOS 13).
    case view
    /// No container: the view is already inside one, which the toolbar and bar modifiers reach.
    case none
}
