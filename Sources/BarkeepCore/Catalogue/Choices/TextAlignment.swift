/// How a paragraph's lines are aligned: the `NSTextAlignment` cases, set through `NSParagraphStyle`.
package enum TextAlignment: String, ChoiceDomain {
    case left, center, right, justified, natural

    /// `NSTextAlignment`.
    package static var swiftType: String? { "NSTextAlignment" }
}
