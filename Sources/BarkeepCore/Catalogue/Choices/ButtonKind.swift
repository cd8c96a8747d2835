/// The kind of bar buttons a layout preset's screens use; legacy position adjustment moves image
/// buttons only (article 004).
package enum ButtonKind: String, ChoiceDomain {
    case image, text

    /// Steers lint and generated comments; no Swift value.
    package static var swiftType: String? { nil }
}
