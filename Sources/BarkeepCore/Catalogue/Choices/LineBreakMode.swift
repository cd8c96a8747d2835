/// What happens to text that does not fit: the `NSLineBreakMode` cases, set through `NSParagraphStyle`.
public enum LineBreakMode: String, ChoiceDomain {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// `NSLineBreakMode`.
    public static var swiftType: String? { "NSLineBreakMode" }
}
