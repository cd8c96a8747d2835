/// Where a layout preset puts the 44 pt navigation content in a taller bar (the `alignment` field).
package enum LayoutAlignment: String, ChoiceDomain {
    /// Steers the generated bar subclass; no Swift value.
    package static var swiftType: String? { nil }

    /// Centred vertically, as the `UINavigationBarContentView` re-centring does.
    case center
    /// At the bottom, as the custom `sizeThatFits` bar of the safe-area article does.
    case bottom
    /// At the top.
    case top
}
