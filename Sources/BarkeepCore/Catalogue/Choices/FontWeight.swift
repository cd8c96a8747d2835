/// A font weight: the `UIFont.Weight` constants.
public enum FontWeight: String, ChoiceDomain {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// `UIFont.Weight`.
    public static var swiftType: String? { "UIFont.Weight" }

    /// Whether the weight counts as bold for WCAG's large-text rule (semibold or heavier).
    public var countsAsBold: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: return true
        case .ultraLight, .thin, .light, .regular, .medium: return false
        }
    }
}
