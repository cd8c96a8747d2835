/// How an image is drawn: as its own colours, or as a template tinted by the bar.
public enum ImageRenderingMode: String, Hashable, Sendable {
    /// `UIImage.RenderingMode.alwaysOriginal`.
    case original
    /// `UIImage.RenderingMode.alwaysTemplate`.
    case template

    /// `.alwaysOriginal` or `.alwaysTemplate`.
    public var swiftSpelling: String { self == .original ? ".alwaysOriginal" : ".alwaysTemplate" }
}
