/// How an image fills its view: the `UIView.ContentMode` cases.
package enum ContentMode: String, ChoiceDomain {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// `UIView.ContentMode`.
    package static var swiftType: String? { "UIView.ContentMode" }
}
