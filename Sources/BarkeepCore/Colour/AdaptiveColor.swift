/// A colour with a value for each ``ColorAppearance``, like a UIKit dynamic colour.
public struct AdaptiveColor: Hashable, Sendable {
    /// The value in light mode.
    public let light: RGBA
    /// The value in dark mode.
    public let dark: RGBA
    /// The value in light mode with Increase Contrast.
    public let lightHighContrast: RGBA
    /// The value in dark mode with Increase Contrast.
    public let darkHighContrast: RGBA

    /// Creates an adaptive colour; `dark` and `lightHighContrast` default to `light`, and
    /// `darkHighContrast` defaults to the dark value.
    public init(
        light: RGBA,
        dark: RGBA? = nil,
        lightHighContrast: RGBA? = nil,
        darkHighContrast: RGBA? = nil
    ) {
        let resolvedDark = dark ?? light
        self.light = light
        self.dark = resolvedDark
        self.lightHighContrast = lightHighContrast ?? light
        self.darkHighContrast = darkHighContrast ?? resolvedDark
    }

    /// The value the colour takes in `appearance`.
    public func value(for appearance: ColorAppearance) -> RGBA {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightHighContrast: lightHighContrast
        case .darkHighContrast: darkHighContrast
        }
    }

    /// Whether every appearance has the same value.
    public var isFixed: Bool {
        ColorAppearance.allCases.allSatisfy { value(for: $0) == light }
    }
}
