/// A part of one `NSShadow`: its colour, offset and blur radius.
package enum ShadowComponent: String, CaseIterable, Hashable, Sendable {
    /// `shadowColor`.
    case color
    /// `shadowOffset.width`.
    case offsetHorizontal
    /// `shadowOffset.height`.
    case offsetVertical
    /// `shadowBlurRadius`.
    case blur
}
