/// How a paragraph's lines are aligned: the `NSTextAlignment` cases, set through `NSParagraphStyle`.
public enum TextAlignment: String, ChoiceDomain {
    case left, center, right, justified, natural

    /// `NSTextAlignment`.
    public static var swiftType: String? { "NSTextAlignment" }
}
