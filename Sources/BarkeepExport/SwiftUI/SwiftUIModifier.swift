internal import BarkeepCore

/// One modifier call a generated view modifier applies, such as
/// `.toolbarBackground(BarkeepSwiftUIColors.paper, for: .navigationBar)`, with the iOS version that
/// introduced it.
struct SwiftUIModifier: Hashable {
    /// The call, starting with `.`.
    let call: String
    /// The iOS version that introduced the modifier.
    let introduced: IOSVersion
}
