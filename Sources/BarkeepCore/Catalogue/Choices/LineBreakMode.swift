/// What happens to text that does not fit: the `NSLineBreakMode` cases, set through `NSParagraphStyle`.
package enum LineBreakMode: String, ChoiceDomain {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// `NSLineBreakMode`.
    package static var swiftType: String? { "NSLineBreakMode" }
}
