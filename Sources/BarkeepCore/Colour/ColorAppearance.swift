/// One of the four trait combinations a UIKit dynamic colour resolves for.
public enum ColorAppearance: String, CaseIterable, Sendable {
    /// Light mode, normal contrast.
    case light
    /// Dark mode, normal contrast.
    case dark
    /// Light mode with Increase Contrast turned on.
    case lightHighContrast
    /// Dark mode with Increase Contrast turned on.
    case darkHighContrast

    /// Whether this is one of the dark-mode appearances.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }

    /// Whether this is one of the Increase Contrast appearances.
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
}
